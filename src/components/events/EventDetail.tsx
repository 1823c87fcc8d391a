import React from "react";
import { useDocumentHead } from "../../hooks/useDocumentHead";
import { useEvent } from "../../hooks/useEvents";
import { useT } from "../../i18n";
import type { PublicEvent } from "../../../contract/lib/api/eventWire";
import { space } from "../../theme";
import Container from "../ui/Container";
import DetailLoading from "../ui/DetailLoading";
import DetailNotFound from "../ui/DetailNotFound";
import EventArticle from "./EventArticle";
import type { EventWing } from "./EventFilters";
import type { DistrictChoice } from "../../lib/districtChoice";

/** The loading event's grey bars: kind and date, title, the article. */
const EVENT_BARS = [{ height: "1.4rem", width: "9rem" }, { height: "2.6rem", width: "90%" }, { height: "10rem", width: "100%" }];

export function EventDetailLoading() {
  const t = useT();
  return <DetailLoading label={t("events.loadingEvent")} maxWidth="52rem" bars={EVENT_BARS} />;
}

function EventNotFound() {
  const t = useT();
  return <DetailNotFound title={t("events.notFoundTitle")} text={t("events.notFoundText")} backTo="/events" backText={t("events.backToEvents")} />;
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
