import React, { Suspense, lazy } from "react";
import { useHasMounted } from "../../hooks/useHasMounted";
import { useT, useTParts } from "../../i18n";
import type { PublicEvent } from "../../../contract/lib/api/eventWire";
import Icon from "../ui/Icon";
import { phoneText, telHref } from "../../lib/phoneLink";
import ChunkErrorBoundary from "../ui/ChunkErrorBoundary";
import { messageBox } from "./styles";
import type { DistrictChoice } from "../../lib/districtChoice";

// Formik, Yup, the captcha and the bot check are for the few who answer: a chunk of their own,
// asked for once the page is up, so the event itself shows and responds without them.
const AttendanceForm = lazy(() => import("./AttendanceForm"));
const NO_DISTRICTS: readonly DistrictChoice[] = [];

/**
 * Under an event: "I will attend" while it takes answers, else why it does not (cancelled, ended,
 * postponed without a date), in words rather than a form that would only be refused. A browser
 * that runs no scripts gets no form (its bot check and captcha need them): it is told to call the
 * party office instead.
 */
export default function EventAttendance({
  event,
  officePhone,
  districts = NO_DISTRICTS,
}: {
  event: PublicEvent;
  officePhone?: string;
  /** The districts the form offers (data/districts/), in the edition's words. */
  districts?: readonly DistrictChoice[];
}) {
  const t = useT();
  const tParts = useTParts();
  const mounted = useHasMounted();
  if (!event.acceptsAttendance) {
    const reason =
      event.status === "cancelled"
        ? t("events.closedCancelled")
        : event.dateToBeAnnounced
          ? t("events.closedUndated")
          : t("events.closedPast");
    return (
      <div role="note" css={[messageBox, { display: "flex", gap: 12, alignItems: "center", justifyContent: "center" }]}>
        <Icon name="alert" size={20} />
        <p>{reason}</p>
      </div>
    );
  }
  // The server's markup and the first render in the browser have no form (it would not work
  // before the scripts anyway); it arrives after mount. Until then, and for good where scripts
  // never run, the markup holds the way to attend without them, shown only to such a browser.
  if (!mounted) {
    if (!officePhone) return null;
    const phone = (
      <a href={telHref(officePhone)}>
        <bdi>{phoneText(officePhone)}</bdi>
      </a>
    );
    return (
      <div role="note" css={[messageBox, { display: "none", "@media (scripting: none)": { display: "block" } }]}>
        <p>{tParts("events.attendWithoutScripts", { phone })}</p>
      </div>
    );
  }
  return (
    <ChunkErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <AttendanceForm slug={event.slug} districts={districts} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
