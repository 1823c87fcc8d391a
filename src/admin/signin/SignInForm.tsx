import { Form, Formik } from "formik";
import React, { useState } from "react";
import FormBanner from "../../components/forms/FormBanner";
import FormField from "../../components/forms/FormField";
import SubmitButton from "../../components/forms/SubmitButton";
import { useBanner } from "../../hooks/useBanner";
import { space } from "../../theme";
import { SIGN_IN_SCHEMA, type SignInValues } from "../../../contract/validation/staff";
import { failureMessage } from "../api/adminFetch";
import { useSession } from "../session/useSession";
import SecondFactorForm from "./SecondFactorForm";

/**
 * Email and password, then (for an account with a second factor) the code from the authenticator
 * app. The server's answer (wrong email or password, wrong code, locked out, too many tries from
 * this connection) is shown in words in a live region; what was typed stays.
 */
export default function SignInForm({ initialEmail = "" }: { initialEmail?: string }) {
  const { signIn, submitCode } = useSession();
  const { banner, show, clear } = useBanner();
  const [step, setStep] = useState<"password" | "code">("password");

  if (step === "code") {
    return (
      <div css={{ display: "grid", gap: space(4) }}>
        <p css={{ margin: 0 }}>Your password is right. Now open your authenticator app and type the code it shows for QWP staff.</p>
        <SecondFactorForm onSubmitCode={submitCode} acceptsRecoveryCode submitLabel="Verify and sign in" pendingLabel="Verifying…" idPrefix="sign-in" />
      </div>
    );
  }

  return (
    <Formik<SignInValues>
      initialValues={{ email: initialEmail, password: "" }}
      validationSchema={SIGN_IN_SCHEMA}
      onSubmit={async (values) => {
        clear();
        try {
          if ((await signIn(values.email.trim(), values.password)) === "second-factor") setStep("code");
        } catch (error) {
          show("error", failureMessage(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Sign in" css={{ display: "grid", gap: space(4) }}>
          <FormField name="email" label="Email address" type="email" autoComplete="username" inputMode="email" idPrefix="sign-in" />
          <FormField name="password" label="Password" type="password" autoComplete="current-password" idPrefix="sign-in" />
          <FormBanner banner={banner} />
          <div>
            <SubmitButton submitting={isSubmitting} ready label="Sign in" pendingLabel="Signing in…" />
          </div>
        </Form>
      )}
    </Formik>
  );
}
