import { Form, Formik, type FormikHelpers } from "formik";
import React from "react";
import FormBanner from "../../components/forms/FormBanner";
import FormField from "../../components/forms/FormField";
import SubmitButton from "../../components/forms/SubmitButton";
import { useBanner } from "../../hooks/useBanner";
import { media, space } from "../../theme";
import { NEW_STAFF_SCHEMA, STAFF_PASSWORD_MIN, STAFF_ROLES, STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, type NewStaffValues } from "../../../contract/validation/staff";
import { AdminApiError, adminFetch, failureMessage } from "../api/adminFetch";
import type { StaffAccount } from "./types";

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: `${STAFF_ROLE_LABELS[role]}: ${STAFF_ROLE_DESCRIPTIONS[role].toLowerCase()}` }));
const EMPTY: NewStaffValues = { name: "", email: "", role: "", password: "" };

/** Creates an account. The server also refuses common passwords and emails already in use. */
export default function NewStaffForm({ onCreated }: { onCreated: (account: StaffAccount) => void }) {
  const { banner, show, clear } = useBanner();
  const submit = async (values: NewStaffValues, helpers: FormikHelpers<NewStaffValues>) => {
    clear();
    try {
      const { staff } = await adminFetch<{ staff: StaffAccount }>("/staff", { method: "POST", json: values });
      helpers.resetForm();
      show("success", `Account created for ${staff.name} (${staff.email}). Give them the password in person.`);
      onCreated(staff);
    } catch (error) {
      // 401: the session ended; the sign-in dialog says so, and the form keeps what was typed.
      if (error instanceof AdminApiError && error.status === 401) return;
      if (error instanceof AdminApiError) helpers.setErrors(error.errors);
      show("error", failureMessage(error));
    }
  };
  return (
    <Formik<NewStaffValues> initialValues={EMPTY} validationSchema={NEW_STAFF_SCHEMA} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-labelledby="new-staff-title" css={{ display: "grid", gap: space(4), [media.md]: { gridTemplateColumns: "1fr 1fr" } }}>
          <FormField name="name" label="Full name" autoComplete="off" />
          <FormField name="email" label="Email address" type="email" autoComplete="off" />
          <FormField name="role" label="Role" control="select" options={ROLE_OPTIONS} placeholder="Choose a role" />
          <FormField
            name="password"
            label="First password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${STAFF_PASSWORD_MIN} characters; not a common password. A few unrelated words work well.`}
          />
          <div css={{ [media.md]: { gridColumn: "1 / -1" } }}>
            <FormBanner banner={banner} />
            <div css={{ marginTop: space(4) }}>
              <SubmitButton submitting={isSubmitting} ready label="Create account" pendingLabel="Creating…" />
            </div>
          </div>
        </Form>
      )}
    </Formik>
  );
}
