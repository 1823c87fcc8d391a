import React from "react";
import { space } from "../../theme";
import { EVENT_STATUSES, type EventStatus } from "../../../contract/validation/event";
import { focusRing } from "../ui/consoleStyles";
import { fieldStyles } from "../ui/formBits";
import { EVENT_STATUS_LABELS } from "./eventLabels";

type StatusFilterProps = {
  value: string;
  onChange: (status: EventStatus | "") => void;
  /** The statuses offered besides "All" (every status unless given). */
  statuses?: readonly EventStatus[];
};

/** "All" and one toggle per status: the list shows one status, or every one. */
export default function StatusFilter({ value, onChange, statuses = EVENT_STATUSES }: StatusFilterProps) {
  const choices = [{ value: "" as const, label: "All" }, ...statuses.map((status) => ({ value: status, label: EVENT_STATUS_LABELS[status] }))];
  return (
    <div role="group" aria-label="Show" css={{ display: "flex", flexWrap: "wrap", gap: space(2), marginBottom: space(4) }}>
      {choices.map((choice) => (
        <button key={choice.value} type="button" aria-pressed={value === choice.value} onClick={() => onChange(choice.value)} css={[fieldStyles.toggle, focusRing]}>
          {choice.label}
        </button>
      ))}
    </div>
  );
}
