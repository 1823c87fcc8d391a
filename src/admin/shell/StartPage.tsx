import { Link } from "gatsby";
import React, { useEffect, useState } from "react";
import Icon from "../../components/ui/Icon";
import { colors, fontSizes, media, radii, space } from "../../theme";
import { STAFF_ROLE_LABELS } from "../../../contract/validation/staff";
import type { AdminSection } from "../sections";
import type { StaffUser } from "../session/types";
import { focusRing } from "../ui/consoleStyles";
import PageHeader from "../ui/PageHeader";
import { bareList } from "../../theme/bareList";

function Summary({ section }: { section: AdminSection }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    section.summary?.().then(
      (value) => live && setText(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [section]);
  return text ? <span css={{ display: "block", marginTop: space(2), fontWeight: 700, color: colors.primaryText }}>{text}</span> : null;
}

/** "News, Events and Site": the console is in English. */
const listOf = (names: string[]) => new Intl.ListFormat("en-GB", { type: "conjunction" }).format(names);

/** /admin: the sections the person's role may use, named in the description and a card for each. */
export default function StartPage({ user, sections }: { user: StaffUser; sections: AdminSection[] }) {
  const firstName = user.name.split(/\s+/)[0];
  return (
    <>
      <PageHeader
        title={`Welcome, ${firstName}`}
        description={
          sections.length
            ? `Signed in as ${STAFF_ROLE_LABELS[user.role].toLowerCase()}. Your sections: ${listOf(sections.map((section) => section.label))}.`
            : `Signed in as ${STAFF_ROLE_LABELS[user.role].toLowerCase()}.`
        }
      />
      {sections.length === 0 ? (
        <p>Nothing here is open to your role yet.</p>
      ) : (
        <ul css={[bareList, { display: "grid", gap: space(4), [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" }, [media.xl]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } }]}>
          {sections.map((section) => (
            <li key={section.id}>
              <Link
                to={`/admin/${section.path}`}
                css={[
                  focusRing,
                  {
                    display: "flex",
                    gap: space(4),
                    height: "100%",
                    padding: space(5),
                    background: colors.surface,
                    border: `1px solid ${colors.border}`,
                    borderRadius: radii.lg,
                    color: colors.text,
                    textDecoration: "none",
                    transition: "border-color .15s ease",
                    "&:hover": { borderColor: colors.primary },
                  },
                ]}
              >
                <span css={{ display: "grid", placeItems: "center", flexShrink: 0, width: "44px", height: "44px", borderRadius: radii.md, background: colors.primarySoft, color: colors.primaryText }}>
                  <Icon name={section.icon} size={22} />
                </span>
                <span>
                  <span css={{ display: "block", fontWeight: 700, fontSize: fontSizes.base }}>{section.label}</span>
                  <span css={{ display: "block", marginTop: space(1), color: colors.textMuted, fontSize: fontSizes.base }}>{section.description}</span>
                  <Summary section={section} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
