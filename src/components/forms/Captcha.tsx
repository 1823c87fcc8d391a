import React from "react";
import type { CaptchaState } from "../../hooks/useCaptcha";
import { useFormText } from "../../hooks/useFormText";
import { useT } from "../../i18n";
import { questionText } from "../../lib/forms/captcha";
import { colors, radii, space } from "../../theme";
import Icon from "../ui/Icon";
import FieldError from "./FieldError";
import { controlStyle, hintStyle, labelStyle } from "./fieldStyles";
import { inlineCentred } from "../../theme/inlineCentred";

type CaptchaProps = { captcha: CaptchaState; id?: string };

const questionStyle = {
  display: "inline-block",
  marginInlineEnd: "1px",
  padding: `0 ${space(2)}`,
  borderRadius: radii.sm,
  background: colors.surfaceMuted,
  fontVariantNumeric: "tabular-nums",
  fontWeight: 700,
  letterSpacing: ".02em",
} as const;

/** The arithmetic question both forms ask before sending. */
export default function Captcha({ captcha, id = "captcha" }: CaptchaProps) {
  const { question, answer, error, inputRef, setAnswer, refresh } = captcha;
  const t = useT();
  const { formatNumber } = useFormText();
  // The sentence is translated whole; the sum is set into it where its placeholder stands.
  const [beforeSum, afterSum] = t("forms.captchaQuestion", { sum: "\u0000" }).split("\u0000");
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div>
      <label htmlFor={id} css={labelStyle}>
        {question ? (
          <>
            {beforeSum}
            {/* dir isolates the sum (HTML gives [dir] unicode-bidi: isolate): "10 − 3" never reorders in Urdu. */}
            <span dir="ltr" css={questionStyle}>
              {questionText(question, formatNumber)}
            </span>
            {afterSum}
          </>
        ) : (
          t("forms.captchaLabel")
        )}
      </label>
      <div css={{ display: "flex", gap: space(2), maxWidth: "20rem" }}>
        <input
          ref={inputRef}
          id={id}
          name="captcha"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="send"
          required
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          css={[controlStyle, { flex: 1, minWidth: 0 }]}
        />
        <button
          type="button"
          onClick={refresh}
          aria-label={t("forms.captchaNewQuestion")}
          title={t("forms.captchaNewQuestion")}
          css={[inlineCentred, {
            flex: "0 0 48px",
            minHeight: "48px",
            border: `1.5px solid ${colors.border}`,
            borderRadius: radii.md,
            background: colors.surface,
            color: colors.text,
            cursor: "pointer",
            "&:hover": { background: colors.surfaceMuted },
          }]}
        >
          <Icon name="refresh" size={20} />
        </button>
      </div>
      <p id={hintId} css={hintStyle}>
        {t("forms.captchaHint")}
      </p>
      <FieldError id={errorId} message={error ? t("forms.captchaError") : null} />
    </div>
  );
}
