import { Form, Formik } from "formik";
import React, { useEffect, useRef } from "react";
import FormBanner from "../../components/forms/FormBanner";
import FormField from "../../components/forms/FormField";
import SubmitButton from "../../components/forms/SubmitButton";
import { useBanner } from "../../hooks/useBanner";
import { space } from "../../theme";
import { SECOND_FACTOR_SCHEMA, type SecondFactorValues } from "../../../contract/validation/staff";
import { failureMessage } from "../api/adminFetch";

type SecondFactorFormProps = {
  /** Sends the code; rejects with the server's answer (wrong code, expired, locked out). */
  onSubmitCode: (code: string) => Promise<void>;
  /** At sign-in a recovery code is accepted too; when confirming a new app it is not. */
  acceptsRecoveryCode: boolean;
  submitLabel: string;
  pendingLabel: string;
  idPrefix: string;
};

/**
 * One field for the 6-digit code of the authenticator app (one-time-code, so phones offer the
 * code) and the server's answer in a live region. The field takes focus when the form appears.
 */
export default function SecondFactorForm({
  onSubmitCode,
  acceptsRecoveryCode,
  submitLabel,
  pendingLabel,
  idPrefix,
}: SecondFactorFormProps) {
  const { banner, show, clear } = useBanner();
  const box = useRef<HTMLDivElement>(null);
  // The password step's field is gone: focus moves to the code field, not to the top of the page.
  useEffect(() => {
    box.current?.querySelector<HTMLInputElement>("input")?.focus();
  }, []);
  return (
    <div ref={box}>
      <Formik<SecondFactorValues>
        initialValues={{ code: "" }}
        validationSchema={SECOND_FACTOR_SCHEMA}
        // On a phone the field loses focus while the person opens the authenticator app: leaving it
        // empty is not a mistake yet, so the code is checked when typed or sent, not on leaving.
        validateOnBlur={false}
        onSubmit={async (values, helpers) => {
          clear();
          try {
            await onSubmitCode(values.code.trim());
          } catch (error) {
            show("error", failureMessage(error));
            helpers.setFieldValue("code", "", false);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={submitLabel} css={{ display: "grid", gap: space(4) }}>
            <FormField
              name="code"
              label="Code from your authenticator app"
              hint={
                acceptsRecoveryCode
                  ? "Six digits. Lost your phone? Type one of your recovery codes instead."
                  : "Six digits, as the app shows them now."
              }
              autoComplete="one-time-code"
              inputMode={acceptsRecoveryCode ? "text" : "numeric"}
              idPrefix={idPrefix}
            />
            <FormBanner banner={banner} />
            <div>
              <SubmitButton
                submitting={isSubmitting}
                ready
                label={submitLabel}
                pendingLabel={pendingLabel}
              />
            </div>
          </Form>
        )}
      </Formik>
    </div>
  );
}
