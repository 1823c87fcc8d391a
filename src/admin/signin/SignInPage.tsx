import React from "react";
import AuthPage from "./AuthPage";
import SignInForm from "./SignInForm";

/** The whole screen when nobody is signed in. After signing in, the URL asked for is shown. */
export default function SignInPage() {
  return (
    <AuthPage
      title="Sign in"
      intro={<p>For the party&apos;s press and membership office staff.</p>}
      footer={<p>No account, or locked out? Ask a party administrator. Accounts are never created here.</p>}
    >
      <SignInForm />
    </AuthPage>
  );
}
