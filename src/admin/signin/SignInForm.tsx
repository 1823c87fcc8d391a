import { Form, Formik } from "formik";
import React, { useState } from "react";
import FormBanner from "../../components/forms/FormBanner";
import FormField from "../../components/forms/FormField";
import SubmitButton from "../../components/forms/SubmitButton";
import type { Banner } from "../../hooks/useFormSubmission";
import { space } from "../../theme";
import { SIGN_IN_SCHEMA, type SignInValues } from "../../validation/staff";
import { AdminApiError, UNEXPECTED_ERROR } from "../api/adminFetch";
import { useSession } from "../session/useSession";

let bannerId = 0;

/**
 * Email and password. The server's answer (wrong email or password, locked out, too many tries
 * from this connection) is shown in words in a live region; what was typed stays.
 */
export default function SignInForm({ initialEmail = "" }: { initialEmail?: string }) {
  const { signIn } = useSession();
  const [banner, setBanner] = useState<Banner | null>(null);

  return (
    <Formik<SignInValues>
      initialValues={{ email: initialEmail, password: "" }}
      validationSchema={SIGN_IN_SCHEMA}
      onSubmit={async (values) => {
        setBanner(null);
        try {
          await signIn(values.email.trim(), values.password);
        } catch (error) {
          bannerId += 1;
          setBanner({ tone: "error", message: error instanceof AdminApiError ? error.message : UNEXPECTED_ERROR, id: bannerId });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Sign in" css={{ display: "grid", gap: space(4) }}>
          <FormField name="email" label="Email address" type="email" autoComplete="username" inputMode="email" />
          <FormField name="password" label="Password" type="password" autoComplete="current-password" />
          <FormBanner banner={banner} />
          <div>
            <SubmitButton submitting={isSubmitting} ready label="Sign in" pendingLabel="Signing in…" />
          </div>
        </Form>
      )}
    </Formik>
  );
}
