import React, { useCallback, useEffect, useMemo, useState } from "react";
import { adminFetch, onUnauthorized } from "../api/adminFetch";
import type { SessionAnswer, SessionState, SessionStatus, SignInStep, StaffUser } from "./types";
import { SessionContext } from "./useSession";

/** Asks the server who is signed in, and keeps that answer for the console. */
export default function SessionProvider({ children }: { children: React.ReactNode }) {
  const [status, setStatus] = useState<SessionStatus>("loading");
  const [user, setUser] = useState<StaffUser | null>(null);

  const accept = useCallback((answer: SessionAnswer) => {
    setUser(answer.user);
    setStatus(answer.enrol ? "enrol" : "signed-in");
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    adminFetch<SessionAnswer>("/session", { signInCall: true, signal: controller.signal }).then(accept, (error: Error) => {
      if (error.name !== "AbortError") setStatus("signed-out");
    });
    return () => controller.abort();
  }, [accept]);

  // Any 401 while signed in: the session ended under us.
  useEffect(() => onUnauthorized(() => setStatus((current) => (current === "signed-in" || current === "enrol" ? "expired" : current))), []);

  const signIn = useCallback(
    async (email: string, password: string): Promise<SignInStep> => {
      const answer = await adminFetch<SessionAnswer | { secondFactor: "totp" }>("/session", {
        method: "POST",
        json: { email, password },
        signInCall: true,
      });
      if ("secondFactor" in answer) return "second-factor";
      accept(answer);
      return "done";
    },
    [accept],
  );

  const submitCode = useCallback(
    async (code: string) => accept(await adminFetch<SessionAnswer>("/session/totp", { method: "POST", json: { code }, signInCall: true })),
    [accept],
  );

  const refresh = useCallback(async () => accept(await adminFetch<SessionAnswer>("/session")), [accept]);

  const signedOut = useCallback(() => {
    setUser(null);
    setStatus("signed-out");
  }, []);

  const signOut = useCallback(async () => {
    try {
      await adminFetch<void>("/session", { method: "DELETE", signInCall: true });
    } finally {
      signedOut();
    }
  }, [signedOut]);

  const signOutEverywhere = useCallback(async () => {
    await adminFetch<void>("/me/sessions", { method: "DELETE" });
    signedOut();
  }, [signedOut]);

  const value = useMemo<SessionState>(
    () => ({ status, user, signIn, submitCode, refresh, signOut, signOutEverywhere }),
    [status, user, signIn, submitCode, refresh, signOut, signOutEverywhere],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
