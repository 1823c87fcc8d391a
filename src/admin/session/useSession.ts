import { createContext, useContext } from "react";
import type { SessionState } from "./types";

export const SessionContext = createContext<SessionState | null>(null);

/** The console's session: `{ user, status, signIn, signOut }`. Only inside <SessionProvider>. */
export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession is used outside the staff console's SessionProvider");
  return session;
}

/** The signed-in person; for screens that only render inside the shell. */
export function useStaffUser() {
  const { user } = useSession();
  if (!user) throw new Error("useStaffUser is used where nobody is signed in");
  return user;
}
