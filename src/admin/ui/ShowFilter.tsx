import React from "react";
import { space } from "../../theme";
import { focusRing } from "./consoleStyles";
import { fieldStyles } from "./formBits";

type ShowFilterProps<Value extends string> = {
  choices: ReadonlyArray<{ value: Value; label: string }>;
  value: string;
  onChange: (value: Value) => void;
  /** Spacing from the screen that places it (Emotion's css prop). */
  className?: string;
};

/** The toggles that choose which items a console list shows ("All", a status...); the chosen one is pressed. */
export default function ShowFilter<Value extends string>({ choices, value, onChange, className }: ShowFilterProps<Value>) {
  return (
    <div role="group" aria-label="Show" className={className} css={{ display: "flex", flexWrap: "wrap", gap: space(2) }}>
      {choices.map((choice) => (
        <button key={choice.value} type="button" aria-pressed={value === choice.value} onClick={() => onChange(choice.value)} css={[fieldStyles.toggle, focusRing]}>
          {choice.label}
        </button>
      ))}
    </div>
  );
}
