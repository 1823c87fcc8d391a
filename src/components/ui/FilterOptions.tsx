import React from "react";

type FilterOptionsProps = {
  /** The value of the first option, which keeps every item ("" unless the list's own rule names another). */
  anyValue?: string;
  anyLabel: string;
  options: ReadonlyArray<{ value: string; text: string }>;
};

/** The options of a list's drop-down filter: first the one that keeps every item, then one per choice. */
export default function FilterOptions({ anyValue = "", anyLabel, options }: FilterOptionsProps) {
  return (
    <>
      <option value={anyValue}>{anyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.text}
        </option>
      ))}
    </>
  );
}
