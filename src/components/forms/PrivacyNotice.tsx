import Link from "../ui/LocalizedLink";
import React from "react";
import { colors, radii, space } from "../../theme";
import Icon from "../ui/Icon";
import { RETENTION, periodText } from "../../lib/retention";

/** The short privacy notice beside the membership form; /privacy has the full text. */
export default function PrivacyNotice({ email }: { email: string }) {
  return (
    <aside
      id="privacy-notice"
      aria-labelledby="privacy-notice-title"
      css={{
        padding: space(5),
        borderRadius: radii.lg,
        background: colors.surfaceMuted,
        border: `1px solid ${colors.border}`,
        fontSize: ".95rem",
        "& h3": { fontSize: "1rem", margin: `${space(4)} 0 ${space(1)}` },
        "& p": { margin: 0, color: colors.textMuted },
      }}
    >
      <h2
        id="privacy-notice-title"
        css={{
          display: "flex",
          alignItems: "center",
          gap: space(2),
          fontSize: "1.2rem",
          margin: 0,
        }}
      >
        <Icon name="shield" size={22} css={{ color: colors.primaryText }} />
        Your data and your privacy
      </h2>
      <h3>What we collect</h3>
      <p>
        The details on this form: your name and father&apos;s or husband&apos;s name, gender,
        CNIC/CRC, year of birth, mobile number, email, education, profession and where you vote.
      </p>
      <h3>Why</h3>
      <p>
        To check and process your membership application, to contact you about it, and to put you in
        touch with the party in your district and wing.
      </p>
      <h3>Who sees it</h3>
      <p>
        Only authorised staff of the party&apos;s central secretariat and the office-bearers who
        handle membership. We never sell it or share it outside the party.
      </p>
      <h3>How long we keep it</h3>
      <p>
        While you are a member. An application that is not accepted is deleted within{" "}
        {periodText(RETENTION.unacceptedApplicationMonths, "months")}.
      </p>
      <h3>Deletion</h3>
      <p>
        Email <a href={`mailto:${email}`}>{email}</a> to see, correct or delete your details.
      </p>
      <p css={{ marginTop: `${space(4)} !important` }}>
        <Link to="/privacy">Read the full privacy notice</Link>
      </p>
    </aside>
  );
}
