import React, { Suspense } from "react";
import { fontSizes, media, space } from "../../theme";
import AreaHero from "../ui/AreaHero";
import Container from "../ui/Container";
import { formCard } from "../forms/formLayout";
import ContactCards from "./ContactCards";
import ContactForm from "./ContactForm";
import MapFrame from "../ui/MapFrame";
import StaticContent from "../ui/StaticContent";
import { useT } from "../../i18n";

export type ContactDetails = {
  address: string;
  email: string;
  phones: readonly string[];
  map: { title: string; embedUrl: string; directionsUrl: string };
};

/** The Contact screen: address, phone and email cards, the message form and the office map. */
export default function ContactView({ details }: { details: ContactDetails }) {
  const t = useT();
  return (
    <>
      <AreaHero area="contact" tone="light" />
      <Container css={{ paddingBottom: space(16) }}>
        <StaticContent>
          <ContactCards address={details.address} phones={details.phones} email={details.email} />
        </StaticContent>
        <div
          css={{
            display: "grid",
            gap: space(8),
            marginTop: space(10),
            [media.lg]: {
              gridTemplateColumns: "minmax(0, 7fr) minmax(0, 5fr)",
              alignItems: "start",
            },
          }}
        >
          <div css={formCard}>
            {/* A boundary of its own: React hydrates the form in its own slice (see Layout). */}
            <Suspense fallback={null}>
              <ContactForm />
            </Suspense>
          </div>
          <StaticContent>
            <section aria-labelledby="office-map-title">
              <h2 id="office-map-title" css={{ fontSize: fontSizes.xl }}>
                {t("contact.findOffice")}
              </h2>
              <MapFrame {...details.map} linkLabel={t("contact.openMap")} />
            </section>
          </StaticContent>
        </div>
      </Container>
    </>
  );
}
