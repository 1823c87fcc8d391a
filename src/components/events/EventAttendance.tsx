import React, { Suspense, lazy } from "react";
import { useHasMounted } from "../../hooks/useHasMounted";
import { useT } from "../../i18n";
import type { PublicEvent } from "../../lib/api/eventWire";
import Icon from "../ui/Icon";
import ChunkErrorBoundary from "../ui/ChunkErrorBoundary";
import { messageBox } from "./styles";

// Formik, Yup, the captcha and the bot check are for the few who answer: a chunk of their own,
// asked for once the page is up, so the event itself shows and responds without them.
const AttendanceForm = lazy(() => import("./AttendanceForm"));

/**
 * Under an event: "I will attend" while it takes answers, else why it does not (cancelled, ended,
 * postponed without a date), in words rather than a form that would only be refused.
 */
export default function EventAttendance({ event }: { event: PublicEvent }) {
  const t = useT();
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
  // before the scripts anyway); it arrives after mount.
  if (!mounted) return null;
  return (
    <ChunkErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <AttendanceForm slug={event.slug} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
