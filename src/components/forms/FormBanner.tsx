import React from "react";
import type { Banner } from "../../hooks/useBanner";
import { colors, radii, space } from "../../theme";
import { Button } from "../ui/Button";
import Icon from "../ui/Icon";

const toneStyle = {
  success: { background: colors.successSoft, color: colors.success, borderColor: colors.success },
  error: { background: colors.dangerSoft, color: colors.danger, borderColor: colors.danger },
} as const;

/**
 * Outcome of a submission. The live region is always in the page, so screen readers announce the
 * message when it appears; errors are assertive, success polite.
 */
export default function FormBanner({ banner }: { banner: Banner | null }) {
  return (
    <div aria-live={banner?.tone === "error" ? "assertive" : "polite"} aria-atomic="true">
      {banner && (
        <p
          key={banner.id}
          role={banner.tone === "error" ? "alert" : "status"}
          css={{
            display: "flex",
            flexWrap: "wrap",
            gap: space(2.5),
            alignItems: "flex-start",
            margin: `${space(4)} 0 0`,
            padding: `${space(3)} ${space(4)}`,
            border: "1.5px solid",
            borderRadius: radii.md,
            fontWeight: 600,
            ...toneStyle[banner.tone],
          }}
        >
          {banner.tone === "error" && (
            <Icon name="alert" size={20} css={{ flexShrink: 0, marginTop: "2px" }} />
          )}
          <span css={{ flex: 1 }}>{banner.message}</span>
          {banner.action && (
            <Button type="button" variant="secondary" onClick={banner.action.run} css={{ flexShrink: 0 }}>
              {banner.action.label}
            </Button>
          )}
        </p>
      )}
    </div>
  );
}
