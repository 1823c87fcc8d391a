import type { StaffRole } from "../../validation/staff";

/** The signed-in person as the server describes them (GET /api/admin/session). */
export type StaffUser = { email: string; name: string; role: StaffRole };

/**
 * loading: asking the server; signed-out: no session (show the sign-in page); signed-in; expired:
 * the session ended while the console was open (the sign-in form goes over the screen).
 */
export type SessionStatus = "loading" | "signed-out" | "signed-in" | "expired";

export type SessionState = {
  status: SessionStatus;
  /** The person signed in; while "expired", still the person who was (so the screen stays). */
  user: StaffUser | null;
  signIn: (email: string, password: string) => Promise<StaffUser>;
  signOut: () => Promise<void>;
};
