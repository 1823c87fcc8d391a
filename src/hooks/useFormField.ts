import { useField } from "formik";

/**
 * Everything one labelled control needs, in one place (after gatsby-interface's useConnectedField):
 * a stable id (one form per page, so the field name is unique), the label/hint/error ids, and aria-invalid/aria-describedby that show an error only
 * once the field was touched (left, or the form submitted).
 */
export function useFormField(name: string, { hint, idPrefix }: { hint?: boolean; idPrefix?: string } = {}) {
  const [field, meta] = useField<string>(name);
  // idPrefix: for a second form on the same screen (the console's sign-in dialog over another form).
  const id = idPrefix ? `${idPrefix}-field-${name}` : `field-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");

  return {
    id,
    hintId,
    errorId,
    error,
    controlProps: {
      ...field,
      value: field.value ?? "",
      id,
      "aria-invalid": error ? (true as const) : undefined,
      "aria-describedby": describedBy || undefined,
    },
  };
}
