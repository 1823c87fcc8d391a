import React from "react";
import { controlStyle, selectStyle } from "../../components/forms/fieldStyles";
import FilterOptions from "../../components/ui/FilterOptions";
import FilterField from "./FilterField";

type FilterSelectProps = {
  id: string;
  label: string;
  /** The first option, which filters nothing ("Any status"). */
  anyLabel: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => void;
  /** The values the server accepts, each shown by its label. */
  values: readonly string[];
  labels: Readonly<Record<string, string>>;
};

/** One of an inbox list's drop-down filters: a labelled select whose empty choice means "any". */
export default function FilterSelect({ id, label, anyLabel, value, onChange, values, labels }: FilterSelectProps) {
  return (
    <FilterField id={id} label={label}>
      <select id={id} value={value} onChange={onChange} css={[controlStyle, selectStyle]}>
        <FilterOptions anyLabel={anyLabel} options={values.map((option) => ({ value: option, text: labels[option] }))} />
      </select>
    </FilterField>
  );
}
