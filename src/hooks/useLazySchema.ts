import { useMemo } from "react";

/**
 * A form's validation schema, built the first time it is needed (the first validation, or the
 * submit's cast) rather than while the page hydrates, where building a Yup schema is work done
 * before anyone has typed. Formik takes the returned getter as `validationSchema`; it is rebuilt
 * when the edition's messages change.
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
