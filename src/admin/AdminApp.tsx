/**
 * The staff console: loaded only by /admin/* (never by a public page). Who is signed in decides
 * what shows: the sign-in page, the enrolment of a second factor (a role that needs one, an
 * account without), or the shell with the sections of that person's role.
 */
import React, { useEffect } from "react";
import EnrolPage from "./security/EnrolPage";
import SessionProvider from "./session/SessionProvider";
import { useSession } from "./session/useSession";
import Shell from "./shell/Shell";
import SignInDialog from "./signin/SignInDialog";
import SignInPage from "./signin/SignInPage";
import ConsoleLoading from "./ui/ConsoleLoading";

function ConsoleRoot({ path }: { path: string }) {
  const { status, user } = useSession();
  useEffect(() => {
    // Browser tests wait for this before typing (as on the public pages).
    if (status !== "loading") document.documentElement.dataset.hydrated = "true";
  }, [status]);
  if (status === "loading") return <ConsoleLoading />;
  if (status === "signed-out" || !user) return <SignInPage />;
  if (status === "enrol") return <EnrolPage />;
  return (
    <>
      <Shell user={user} path={path} inert={status === "expired"} />
      {status === "expired" && <SignInDialog email={user.email} />}
    </>
  );
}

export default function AdminApp({ path }: { path: string }) {
  return (
    <SessionProvider>
      <ConsoleRoot path={path} />
    </SessionProvider>
  );
}
