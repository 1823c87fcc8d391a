import React from "react";
import { media, space } from "../../theme";
import { formCard } from "../forms/formLayout";
import PageHero from "../ui/PageHero";
import PrivacyNotice from "../forms/PrivacyNotice";
import Container from "../ui/Container";
import JoinForm, { type WingOption } from "./JoinForm";
import StaticContent from "../ui/StaticContent";

type JoinViewProps = { wings: readonly WingOption[]; privacyEmail: string };

/** The Join screen: the membership application with its privacy notice beside it. */
export default function JoinView({ wings, privacyEmail }: JoinViewProps) {
  return (
    <>
      <StaticContent>
        <PageHero
          eyebrow="Join QWP"
          title="Become a member of Qaumi Watan Party"
          tone="light"
          lead={
            <p>
              Stand with us for peace, provincial rights and the development of our people. Fill in
              the application below; it takes about five minutes.
            </p>
          }
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
