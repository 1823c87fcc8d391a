import React from "react";
import { useT } from "../../i18n";
import { useEnglishMark } from "../../i18n/textMarks";
import { districtIcsPath, openStreetMapEmbedUrl, openStreetMapUrl } from "../../../contract/lib/calendarLinks";
import { leaderPath } from "../../../contract/routes";
import { colors, fontSizes, media, space } from "../../theme";
import { telHref } from "../../lib/phoneLink";
import Card from "../ui/Card";
import Container from "../ui/Container";
import Icon from "../ui/Icon";
import Link from "../ui/LocalizedLink";
import MapFrame from "../ui/MapFrame";
import PageHero from "../ui/PageHero";
import { bareList } from "../../theme/bareList";

export type DistrictDetails = {
  slug: string;
  name: string;
  division: string;
  placeholder?: boolean | null;
  office: { address: string; phone: string; latitude: number; longitude: number };
  officeBearers: ReadonlyArray<{
    role: string;
    name: string;
    leader?: string | null;
    photo?: { publicURL?: string | null } | null;
  }>;
  whatsapp?: string | null;
  facebook?: string | null;
};

const heading = { fontSize: fontSizes.xl, marginBottom: space(4) } as const;
const link = { color: colors.primaryText, fontWeight: 700 } as const;

/** A district's page: its office (address, a number to tap, the map), its office-bearers and its calendar feed. */

/** The office card's labels (address, phone): an icon before the words. */
const officeLabel = {
  fontSize: fontSizes.base,
  display: "flex",
  gap: space(2),
  alignItems: "center",
} as const;
export default function DistrictView({ district }: { district: DistrictDetails }) {
  const t = useT();
  const en = useEnglishMark();
  const point = { lat: district.office.latitude, lon: district.office.longitude };
  return (
    <>
      <PageHero
        eyebrow={t("districtPages.division", {
          division: t(`districtPages.division.${district.division}`),
        })}
        title={district.name}
        titleAttrs={en(district.name)}
        lead={t("districtPages.seoDescription", { district: district.name })}
      />
      <Container css={{ paddingBlock: space(10), display: "grid", gap: space(10) }}>
        {district.placeholder && (
          <p
            role="note"
            css={{
              margin: 0,
              padding: space(4),
              borderInlineStart: `4px solid ${colors.primary}`,
              background: colors.surfaceMuted,
              color: colors.text,
            }}
          >
            {t("districtPages.placeholderNote")}
          </p>
        )}
        <section
          aria-labelledby="district-office"
          css={{
            display: "grid",
            gap: space(6),
            [media.md]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1.4fr)" },
          }}
        >
          <div>
            <h2 id="district-office" css={heading}>
              {t("districtPages.office")}
            </h2>
            <Card css={{ padding: space(6), display: "grid", gap: space(4) }}>
              <div>
                <h3 css={officeLabel}>
                  <Icon name="mapPin" size={18} /> {t("districtPages.address")}
                </h3>
                <address
                  css={{ fontStyle: "normal", color: colors.textMuted }}
                  {...en(district.office.address)}
                >
                  {district.office.address}
                </address>
              </div>
              <div>
                <h3 css={officeLabel}>
                  <Icon name="phone" size={18} /> {t("districtPages.phone")}
                </h3>
                <a href={telHref(district.office.phone)} css={link}>
                  <bdi>{district.office.phone.replace(/ /g, "\u00a0")}</bdi>
                </a>
              </div>
              {(district.whatsapp || district.facebook) && (
                <ul
                  css={[bareList, { display: "grid", gap: space(2) }]}
                >
                  {district.whatsapp && (
                    <li>
                      <a href={district.whatsapp} rel="noopener noreferrer" css={link}>
                        {t("districtPages.whatsapp", { district: district.name })}
                      </a>
                    </li>
                  )}
                  {district.facebook && (
                    <li>
                      <a
                        href={district.facebook}
                        rel="noopener noreferrer"
                        css={[
                          link,
                          { display: "inline-flex", gap: space(2), alignItems: "center" },
                        ]}
                      >
                        <Icon name="facebook" size={18} />{" "}
                        {t("districtPages.facebook", { district: district.name })}
                      </a>
                    </li>
                  )}
                </ul>
              )}
            </Card>
          </div>
          <MapFrame
            title={t("districtPages.mapTitle", { district: district.name })}
            embedUrl={openStreetMapEmbedUrl(point)}
            directionsUrl={openStreetMapUrl(point)}
            linkLabel={t("districtPages.openMap")}
          />
        </section>
        <section aria-labelledby="district-office-bearers">
          <h2 id="district-office-bearers" css={heading}>
            {t("districtPages.officeBearers")}
          </h2>
          <ul
            css={[bareList, {
              display: "grid",
              gap: space(4),
              [media.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
            }]}
          >
            {district.officeBearers.map((bearer, index) => (
              <li key={index}>
                <Card
                  css={{
                    padding: space(5),
                    display: "flex",
                    gap: space(4),
                    alignItems: "center",
                    height: "100%",
                  }}
                >
                  {bearer.photo?.publicURL ? (
                    <img
                      src={bearer.photo.publicURL}
                      alt=""
                      width={64}
                      height={64}
                      loading="lazy"
                      css={{ borderRadius: "50%", objectFit: "cover" }}
                    />
                  ) : (
                    <Icon name="user" size={32} />
                  )}
                  <div>
                    <p
                      css={{ margin: 0, color: colors.textMuted, fontSize: fontSizes.sm }}
                      {...en(bearer.role)}
                    >
                      {bearer.role}
                    </p>
                    <p css={{ margin: 0, fontWeight: 700 }} {...en(bearer.name)}>
                      {bearer.leader ? (
                        <Link to={leaderPath(bearer.leader)} css={link}>
                          {bearer.name}
                        </Link>
                      ) : (
                        bearer.name
                      )}
                    </p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </section>
        <p
          css={{
            margin: 0,
            display: "flex",
            flexWrap: "wrap",
            gap: space(2),
            alignItems: "center",
            color: colors.textMuted,
          }}
        >
          <Icon name="calendar" size={18} />
          <a href={districtIcsPath(district.slug)} css={link}>
            {t("districtPages.subscribe")}
          </a>
          <span>{t("districtPages.subscribeHint")}</span>
        </p>
      </Container>
    </>
  );
}
