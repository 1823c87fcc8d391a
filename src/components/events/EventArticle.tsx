import React, { Suspense } from "react";
import { useLang, useT } from "../../i18n";
import { useLanguageMarks } from "../../i18n/languageMarks";
import { LOCALES } from "../../../contract/i18n/locales";
import type { PublicEvent } from "../../../contract/lib/api/eventWire";
import { openStreetMapEmbedUrl, openStreetMapUrl } from "../../../contract/lib/calendarLinks";
import { formatInteger } from "../../../contract/lib/formatNumber";
import { ARTICLE_IMAGE_SIZES, responsiveSources } from "../../../contract/lib/responsiveImage";
import { colors, fontSizes, media, radii, space } from "../../theme";
import ArticleContent from "../ui/ArticleContent";
import Badge from "../ui/Badge";
import Icon from "../ui/Icon";
import Link from "../ui/LocalizedLink";
import MapFrame from "../ui/MapFrame";
import ShareButton from "../ui/ShareButton";
import { backLinkStyle } from "../ui/pageBlocks";
import AddToCalendar from "./AddToCalendar";
import type { EventWing } from "./EventFilters";
import EventAttendance from "./EventAttendance";
import EventFacts from "./EventFacts";
import EventStatusMark from "./EventStatusMark";
import { factRow, statusNotice } from "./styles";
import type { DistrictChoice } from "../../lib/districtChoice";


/** The event's photo, sized before it loads; it illustrates the title beside it, hence the empty alt. */
function EventPhoto({ image }: { image: NonNullable<PublicEvent["image"]> }) {
  const { sources, srcSet } = responsiveSources(image.variants);
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={ARTICLE_IMAGE_SIZES} />
      ))}
      <img
        src={image.url}
        srcSet={srcSet}
        sizes={srcSet ? ARTICLE_IMAGE_SIZES : undefined}
        alt=""
        width={image.width}
        height={image.height}
        decoding="sync"
        css={{ display: "block", width: "100%", height: "auto", borderRadius: radii.lg }}
      />
    </picture>
  );
}

type EventArticleProps = {
  event: PublicEvent;
  /** The organising wing's name in the edition (the wings' data), when it has one. */
  wing?: EventWing;
  /** The party office's phone, for those who cannot use the attendance form. */
  officePhone?: string;
  /** The districts the attendance form offers (data/districts/), in the edition's words. */
  districts?: readonly DistrictChoice[];
};

/**
 * A loaded event: what it is, its state first when it is cancelled or postponed, when and where
 * (with the map when the press office gave a point), who organises it, the description, and the
 * ways to keep it: add to calendar, share. Like an article, it carries its own language and
 * direction; the site's words inside it are marked with the edition's.
 */
export default function EventArticle({ event, wing, officePhone, districts }: EventArticleProps) {
  const t = useT();
  const edition = useLang();
  const marks = useLanguageMarks(event.lang);
  return (
    <div css={{ maxWidth: "52rem", marginInline: "auto" }}>
      <Link to="/events" css={backLinkStyle}>
        <Icon name="arrowLeft" size={18} /> {t("events.backToEvents")}
      </Link>
      <article lang={event.lang} dir={LOCALES[event.lang].dir}>
        <Suspense fallback={null}>
          <header css={{ marginBlock: space(6), display: "grid", gap: space(4) }}>
            <div css={{ display: "flex", flexWrap: "wrap", gap: space(2), alignItems: "center" }} {...marks.edition}>
              <Badge tone="highlight">{t(`events.kind.${event.kind}`)}</Badge>
              <EventStatusMark event={event} />
            </div>
            <h1 css={{ fontSize: "clamp(1.7rem, 1.2rem + 2vw, 2.6rem)", fontWeight: 800, margin: 0 }}>
              {event.title}
            </h1>
            {event.status === "cancelled" && (
              <div role="note" css={statusNotice} {...marks.edition}>
                <Icon name="alert" size={20} />
                <p>
                  {event.statusNote
                    ? t("events.cancelledBecause", { reason: event.statusNote })
                    : t("events.cancelled")}
                </p>
              </div>
            )}
            {event.status === "postponed" && event.statusNote && (
              <div role="note" css={statusNotice}>
                <Icon name="alert" size={20} />
                <p>{event.statusNote}</p>
              </div>
            )}
            {event.summary && (
              <p css={{ fontSize: fontSizes.lg, color: colors.textMuted, margin: 0 }}>{event.summary}</p>
            )}
          </header>
        </Suspense>
        <Suspense fallback={null}>
          <div
            css={{
              display: "grid",
              gap: space(6),
              padding: space(5),
              marginBottom: space(8),
              borderRadius: radii.lg,
              border: `1px solid ${colors.border}`,
              background: colors.surface,
              [media.md]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" },
            }}
            {...marks.edition}
          >
            <div css={{ display: "grid", gap: space(3), alignContent: "start" }}>
              <EventFacts event={event} full />
              <p css={factRow}>
                <Icon name="users" size={18} />
                <span>
                  {t("events.organiser")}: {wing ? wing.title : t("events.partyOrganiser")}
                </span>
              </p>
              {event.attendingCount !== null && (
                <p css={factRow}>
                  <Icon name="checkCircle" size={18} />
                  <span>{t("events.attendingCount", { count: formatInteger(event.attendingCount, edition) })}</span>
                </p>
              )}
            </div>
            <div css={{ display: "grid", gap: space(5), alignContent: "start" }}>
              <AddToCalendar event={event} />
              <ShareButton title={event.title} text={event.summary || undefined} />
            </div>
          </div>
        </Suspense>
        <Suspense fallback={null}>
          {event.image && (
            <div css={{ marginBottom: space(8) }}>
              <EventPhoto image={event.image} />
            </div>
          )}
          <ArticleContent html={event.body} />
          <div css={{ marginTop: space(10) }} {...marks.edition}>
            <EventAttendance event={event} officePhone={officePhone} districts={districts} />
          </div>
          {event.map && (
            <div css={{ marginTop: space(10) }} {...marks.edition}>
              <MapFrame
                title={t("events.mapTitle", { venue: event.venue })}
                embedUrl={openStreetMapEmbedUrl(event.map)}
                directionsUrl={openStreetMapUrl(event.map)}
                linkLabel={t("events.openMap")}
              />
            </div>
          )}
        </Suspense>
      </article>
    </div>
  );
}
