import { useMemo } from "react";

/**
 * A form's validation schema, built the first time it is needed (the first validation, or the
 * submit's cast) rather than while the page hydrates: building the contact form's Yup schema was
 * about 13 ms of its hydration with the CPU 4× slower (Chromium profile), spent before anyone had
 * typed. Formik takes the returned getter as `validationSchema`; it is rebuilt when the edition's
 * messages change.
 */
export function useLazySchema<Text, Schema>(
  build: (text: Text) => Schema,
  text: Text,
): () => Schema {
  return useMemo(() => {
    let schema: Schema | undefined;
    return () => (schema ??= build(text));
  }, [build, text]);
}
