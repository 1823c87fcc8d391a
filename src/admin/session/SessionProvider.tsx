import React, { useCallback, useEffect, useMemo, useState } from "react";
import { adminFetch, onUnauthorized } from "../api/adminFetch";
import type { SessionState, SessionStatus, StaffUser } from "./types";
import { SessionContext } from "./useSession";

/** Asks the server who is signed in, and keeps that answer for the console. */
export default function SessionProvider({ children }: { children: React.ReactNode }) {
  const [status, setStatus] = useState<SessionStatus>("loading");
  const [user, setUser] = useState<StaffUser | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    adminFetch<{ user: StaffUser }>("/session", { signInCall: true, signal: controller.signal }).then(
      ({ user: found }) => {
        setUser(found);
        setStatus("signed-in");
      },
      (error: Error) => {
        if (error.name !== "AbortError") setStatus("signed-out");
      },
    );
    return () => controller.abort();
  }, []);

  // Any 401 while signed in: the session ended under us.
  useEffect(() => onUnauthorized(() => setStatus((current) => (current === "signed-in" ? "expired" : current))), []);

  const signIn = useCallback(async (email: string, password: string) => {
    const { user: signedIn } = await adminFetch<{ user: StaffUser }>("/session", {
      method: "POST",
      json: { email, password },
      signInCall: true,
    });
    setUser(signedIn);
    setStatus("signed-in");
    return signedIn;
  }, []);

  const signOut = useCallback(async () => {
    try {
      await adminFetch<void>("/session", { method: "DELETE", signInCall: true });
    } finally {
      setUser(null);
      setStatus("signed-out");
    }
  }, []);

  const value = useMemo<SessionState>(() => ({ status, user, signIn, signOut }), [status, user, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
