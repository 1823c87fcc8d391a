import React from "react";
import { Button } from "../../components/ui/Button";
import { space } from "../../theme";
import { useSession, useStaffUser } from "../session/useSession";
import AuthPage from "../signin/AuthPage";
import TotpEnrolment from "./TotpEnrolment";

/** The whole screen for an account whose role needs a second factor it does not have yet. */
export default function EnrolPage() {
  const user = useStaffUser();
  const { refresh, signOut } = useSession();
  return (
    <AuthPage
      title="Set up your second factor"
      intro={<p>Your role can read national ID numbers, so the console opens only after you add an authenticator app to your account.</p>}
      footer={
        <Button variant="ghost" onClick={() => void signOut()} css={{ marginTop: space(2) }}>
          Sign out
        </Button>
      }
    >
      <TotpEnrolment email={user.email} onDone={() => void refresh()} />
    </AuthPage>
  );
}
