import { useField } from "formik";
import React, { useEffect, useState } from "react";
import FieldError from "../../components/forms/FieldError";
import { controlStyle, hintStyle, labelStyle } from "../../components/forms/fieldStyles";
import { useFormField } from "../../hooks/useFormField";
import { space } from "../../theme";

/** What was typed → the form's value: a number, null for nothing, the text itself when it is not a number (the schema names it). */
const parse = (text: string): number | string | null => {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
};

/** One coordinate, typed as text so "34." can be on its way to "34.15". */
function CoordinateField({ name, label }: { name: "lat" | "lon"; label: string }) {
  const { id, errorId, error, controlProps } = useFormField(name);
  const [field, , helpers] = useField<number | string | null>(name);
  const [text, setText] = useState(field.value === null || field.value === undefined ? "" : String(field.value));
  // A value set from outside (a reset after saving) replaces what is shown.
  useEffect(() => {
    if (parse(text) !== field.value) setText(field.value === null || field.value === undefined ? "" : String(field.value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the form's value leads; typing already agrees with it
  }, [field.value]);
  return (
    <div>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <input
        {...controlProps}
        inputMode="decimal"
        dir="ltr"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          void helpers.setValue(parse(event.target.value) as number | null);
        }}
        css={controlStyle}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The optional map point: latitude and longitude, both or neither. */
export default function MapPointFields() {
  return (
    <fieldset css={{ border: "none", margin: 0, padding: 0 }}>
      <legend css={[labelStyle, { padding: 0 }]}>Map point (optional)</legend>
      <p css={[hintStyle, { margin: `0 0 ${space(2)}` }]}>
        The event page shows it on an OpenStreetMap map. On openstreetmap.org, right-click the place and choose “Show address”: the
        two numbers it shows are the latitude and the longitude.
      </p>
      <div css={{ display: "grid", gap: space(3), gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))" }}>
        <CoordinateField name="lat" label="Latitude" />
        <CoordinateField name="lon" label="Longitude" />
      </div>
    </fieldset>
  );
}
