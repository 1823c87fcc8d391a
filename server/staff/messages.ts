/** What the admin API says, in words people can act on. The console shows these as they are. */
export const NOT_SIGNED_IN = "Please sign in to continue.";
export const WRONG_ROLE = "Your role does not allow this.";
export const BAD_CREDENTIALS = "The email address or password is incorrect.";
export const lockedOut = (retryAfterMs: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
};
export const CROSS_ORIGIN = "This request must come from the site's own pages.";
export const LAST_ADMIN = "At least one active administrator must remain: make another account an administrator first.";
export const STAFF_NOT_FOUND = "There is no staff account with this id.";
export const NOTHING_TO_CHANGE = "Send a role or a disabled value to change.";
export const BAD_ROLE = "Choose one of the roles: admin, editor, office.";
export const BAD_DISABLED = "disabled must be true or false.";
export const BAD_PAGE = "The page number must be a whole number of 1 or more.";
export const ADMIN_ROUTE_NOT_FOUND = "There is no such admin route.";
export const ENROL_FIRST = "Your role needs a second factor: set up an authenticator app to continue.";
export const WRONG_CODE = "The code is incorrect or has already been used.";
export const SIGN_IN_EXPIRED = "Your sign-in has expired. Enter your email address and password again.";
export const ALREADY_ENROLLED = "This account already has a second factor. An administrator can reset it with the staff command.";
export const NO_ENROLMENT = "Start the set-up first: there is no new authenticator key to confirm.";
