import React from "react";
import { useDocumentHead } from "../../hooks/useDocumentHead";
import { useEvent } from "../../hooks/useEvents";
import { useT } from "../../i18n";
import type { PublicEvent } from "../../../contract/lib/api/eventWire";
import { fontSizes, space } from "../../theme";
import { visuallyHidden } from "../../theme/visuallyHidden";
import { ButtonLink } from "../ui/Button";
import Container from "../ui/Container";
import Icon from "../ui/Icon";
import { skeletonBlock } from "../ui/skeleton";
import EventArticle from "./EventArticle";
import type { EventWing } from "./EventFilters";
import { messageBox } from "./styles";
import type { DistrictChoice } from "../../lib/districtChoice";

export function EventDetailLoading() {
  const t = useT();
  return (
    // A screen tall, so the footer does not show and then jump away when the event arrives.
    <div aria-busy="true" css={{ maxWidth: "52rem", marginInline: "auto", minHeight: "100vh" }}>
      <p role="status" css={visuallyHidden}>
        {t("events.loadingEvent")}
      </p>
      <div aria-hidden="true" css={{ display: "grid", gap: space(4) }}>
        <div css={[skeletonBlock, { height: "1.4rem", width: "9rem" }]} />
        <div css={[skeletonBlock, { height: "2.6rem", width: "90%" }]} />
        <div css={[skeletonBlock, { height: "10rem", width: "100%" }]} />
      </div>
    </div>
  );
}

function EventNotFound() {
  const t = useT();
  return (
    <div css={[messageBox, { maxWidth: "40rem", marginInline: "auto", paddingBlock: space(12) }]}>
      <h1 css={{ fontSize: fontSizes.xxl, marginBottom: space(3) }}>{t("events.notFoundTitle")}</h1>
      <p css={{ marginBottom: `${space(6)} !important` }}>{t("events.notFoundText")}</p>
      <ButtonLink to="/events">
        <Icon name="arrowLeft" size={18} /> {t("events.backToEvents")}
      </ButtonLink>
    </div>
  );
}

type EventDetailProps = {
  slug: string;
  /** The event the server embedded in the page (and rendered into it). */
  initial?: PublicEvent;
  /** The wings' names in the edition, to name the organiser. */
  wings: readonly EventWing[];
  /** The party office's phone (the edition's data/site.json), for those who cannot use the attendance form. */
  officePhone?: string;
  /** The districts the attendance form offers (data/districts/), in the edition's words. */
  districts?: readonly DistrictChoice[];
};

/** /events/{slug}: loading, not found (unknown, a draft, or an error), or the event. */
export default function EventDetail({ slug, initial, wings, officePhone, districts }: EventDetailProps) {
  const t = useT();
  const state = useEvent(slug, initial);
  const event = state.status === "success" ? state.data : null;
  const notFound = state.status === "error" || (state.status === "success" && !event);
  useDocumentHead(event?.title ?? (notFound ? t("events.notFoundTitle") : undefined), event ? event.summary : undefined);
  return (
    <Container css={{ paddingBlock: space(10) }}>
      {state.status === "loading" ? (
        <EventDetailLoading />
      ) : event ? (
        <EventArticle event={event} wing={wings.find((w) => w.slug === event.wing)} officePhone={officePhone} districts={districts} />
      ) : (
        <EventNotFound />
      )}
    </Container>
  );
}
