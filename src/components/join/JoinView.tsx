import React from "react";
import { media, space } from "../../theme";
import { formCard } from "../forms/formLayout";
import PageHero from "../ui/PageHero";
import PrivacyNotice from "../forms/PrivacyNotice";
import Container from "../ui/Container";
import JoinForm, { type WingOption } from "./JoinForm";
import StaticContent from "../ui/StaticContent";
import { useT } from "../../i18n";

type JoinViewProps = { wings: readonly WingOption[]; privacyEmail: string };

/** The Join screen: the membership application with its privacy notice beside it. */
export default function JoinView({ wings, privacyEmail }: JoinViewProps) {
  const t = useT();
  return (
    <>
      <StaticContent>
        <PageHero
          eyebrow={t("join.eyebrow")}
          title={t("join.title")}
          tone="light"
          lead={<p>{t("join.lead")}</p>}
        />
      </StaticContent>
      <Container css={{ paddingBottom: space(16) }}>
        <div
          css={{
            display: "grid",
            gap: space(8),
            [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) 20rem", alignItems: "start" },
          }}
        >
          <div css={formCard}>
            <JoinForm wings={wings} />
          </div>
          <div css={{ [media.lg]: { position: "sticky", top: space(24) } }}>
            <StaticContent>
              <PrivacyNotice email={privacyEmail} />
            </StaticContent>
          </div>
        </div>
      </Container>
    </>
  );
}
