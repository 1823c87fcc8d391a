import Link from "../ui/LocalizedLink";
import React from "react";
import { useRetentionPeriod } from "../../hooks/useRetentionPeriod";
import { useT, useTParts } from "../../i18n";
import { colors, fontSizes, radii, space } from "../../theme";
import Icon from "../ui/Icon";
import { RETENTION } from "../../../contract/lib/retention";

/** The short privacy notice beside the membership form; /privacy has the full text. */
export default function PrivacyNotice({ email }: { email: string }) {
  const t = useT();
  const tParts = useTParts();
  const period = useRetentionPeriod();
  return (
    <aside
      id="privacy-notice"
      aria-labelledby="privacy-notice-title"
      css={{
        padding: space(5),
        borderRadius: radii.lg,
        background: colors.surfaceMuted,
        border: `1px solid ${colors.border}`,
        fontSize: fontSizes.base,
        "& h3": { fontSize: fontSizes.base, margin: `${space(4)} 0 ${space(1)}` },
        "& p": { margin: 0, color: colors.textMuted },
      }}
    >
      <h2
        id="privacy-notice-title"
        css={{
          display: "flex",
          alignItems: "center",
          gap: space(2),
          fontSize: fontSizes.lg,
          margin: 0,
        }}
      >
        <Icon name="shield" size={22} css={{ color: colors.primaryText }} />
        {t("join.notice.title")}
      </h2>
      <h3>{t("join.notice.collectHeading")}</h3>
      <p>{t("join.notice.collect")}</p>
      <h3>{t("join.notice.whyHeading")}</h3>
      <p>{t("join.notice.why")}</p>
      <h3>{t("join.notice.whoHeading")}</h3>
      <p>{t("join.notice.who")}</p>
      <h3>{t("join.notice.keepHeading")}</h3>
      <p>
        {t("join.notice.keep", {
          period: period(RETENTION.unacceptedApplicationMonths, "months"),
        })}
      </p>
      <h3>{t("join.notice.deletionHeading")}</h3>
      <p>
        {tParts("join.notice.deletion", {
          email: (
            <a href={`mailto:${email}`}>
              <bdi>{email}</bdi>
            </a>
          ),
        })}
      </p>
      <p css={{ marginTop: `${space(4)} !important` }}>
        <Link to="/privacy">{t("join.notice.readFull")}</Link>
      </p>
    </aside>
  );
}
