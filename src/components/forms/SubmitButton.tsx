import React from "react";
import { Button } from "../ui/Button";
import { fontSizes } from "../../theme";

type SubmitButtonProps = {
  submitting: boolean;
  /** Before hydration there is no captcha question yet, so nothing can be sent. */
  ready: boolean;
  label: string;
  pendingLabel: string;
};

/** The form's one submit button: disabled while a submission is on its way, so it cannot go twice. */
export default function SubmitButton({
  submitting,
  ready,
  label,
  pendingLabel,
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      disabled={submitting || !ready}
      aria-busy={submitting || undefined}
      css={{
        width: "100%",
        minHeight: "52px",
        fontSize: fontSizes.base,
        "@media (min-width: 640px)": { width: "auto", minWidth: "14rem" },
      }}
    >
      {submitting && (
        <span
          aria-hidden="true"
          css={{
            width: "1em",
            height: "1em",
            borderRadius: "50%",
            border: "2px solid currentColor",
            borderInlineEndColor: "transparent",
            animation: "qwp-spin .8s linear infinite",
            "@keyframes qwp-spin": { to: { transform: "rotate(360deg)" } },
          }}
        />
      )}
      {submitting ? pendingLabel : label}
    </Button>
  );
}
