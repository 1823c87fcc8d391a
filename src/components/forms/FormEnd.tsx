import React from "react";
import { space } from "../../theme";
import type { Banner } from "../../hooks/useBanner";
import type { CaptchaState } from "../../hooks/useCaptcha";
import FocusFirstError from "./FocusFirstError";
import FormBanner from "./FormBanner";
import Honeypot from "./Honeypot";
import SubmitButton from "./SubmitButton";

type FormEndProps = {
  formRef: React.RefObject<HTMLFormElement>;
  captcha: CaptchaState;
  submitting: boolean;
  label: string;
  pendingLabel: string;
  banner: Banner | null;
  /** A line read before sending, such as what the sender agrees to. */
  note?: React.ReactNode;
};

/**
 * What every public form ends with, in one order: the field bots fill, focus to the first error on a
 * failed submit, the submit button (ready once the captcha has its question), and the banner that
 * answers the submission.
 */
export default function FormEnd({ formRef, captcha, submitting, label, pendingLabel, banner, note }: FormEndProps) {
  return (
    <>
      <Honeypot />
      <FocusFirstError formRef={formRef} />
      <div css={{ marginTop: space(6) }}>
        {note}
        <SubmitButton submitting={submitting} ready={captcha.question !== null} label={label} pendingLabel={pendingLabel} />
      </div>
      <FormBanner banner={banner} />
    </>
  );
}
