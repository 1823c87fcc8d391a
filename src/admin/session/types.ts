import type { StaffRole } from "../../../contract/validation/staff";

/** The signed-in person as the server describes them (GET /api/admin/session). */
export type StaffUser = { email: string; name: string; role: StaffRole; secondFactor: boolean };

/** What the server answers about a session: the person, and `enrol` when a second factor must come first. */
export type SessionAnswer = { user: StaffUser; enrol?: boolean };

/**
 * loading: asking the server; signed-out: no session (show the sign-in page); signed-in; enrol:
 * signed in, but the role needs a second factor the account lacks (only enrolment shows);
 * expired: the session ended while the console was open (the sign-in form goes over the screen).
 */
export type SessionStatus = "loading" | "signed-out" | "signed-in" | "enrol" | "expired";

/** After the password: signed in, or a code from the authenticator app is asked for next. */
export type SignInStep = "done" | "second-factor";

export type SessionState = {
  status: SessionStatus;
  /** The person signed in; while "expired", still the person who was (so the screen stays). */
  user: StaffUser | null;
  signIn: (email: string, password: string) => Promise<SignInStep>;
  /** The second step: the app's code or a recovery code. */
  submitCode: (code: string) => Promise<void>;
  /** Asks the server again who is signed in (after enrolment). */
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
  /** Ends every session of the account, this one included. */
  signOutEverywhere: () => Promise<void>;
};
