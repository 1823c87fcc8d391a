import React, { useId, useState } from "react";
import { space } from "../../theme";
import { focusRing } from "./consoleStyles";
import { fieldStyles } from "./formBits";

type ListSearchProps = {
  /** The box's visible label, e.g. "Search titles". */
  label: string;
  /** Names the search landmark, where the label alone does not say what is searched. */
  name?: string;
  maxLength?: number;
  /** Runs with the typed words, trimmed, when the search is sent. */
  onSearch: (words: string) => void;
  /** Spacing from the screen that places it (Emotion's css prop). */
  className?: string;
};

/** A console list's search: a labelled box and a Search button; the list changes only when it is sent. */
export default function ListSearch({ label, name, maxLength, onSearch, className }: ListSearchProps) {
  const [words, setWords] = useState("");
  const id = useId();
  return (
    <form
      role="search"
      aria-label={name}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(words.trim());
      }}
      className={className}
      css={{ display: "flex", flexWrap: "wrap", gap: space(2), alignItems: "flex-end" }}
    >
      <div>
        <label htmlFor={id} css={{ display: "block", fontWeight: 600, marginBottom: space(1) }}>
          {label}
        </label>
        <input id={id} type="search" value={words} maxLength={maxLength} onChange={(event) => setWords(event.target.value)} css={fieldStyles.input} />
      </div>
      <button type="submit" css={[fieldStyles.toggle, focusRing]}>
        Search
      </button>
    </form>
  );
}
