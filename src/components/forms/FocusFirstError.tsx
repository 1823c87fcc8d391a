import { useFormikContext } from "formik";
import { useEffect } from "react";

/**
 * After a submit attempt that failed validation, moves focus to the first invalid control in page
 * order, so keyboard and screen-reader users land on what needs fixing (its error is read with it).
 */
export default function FocusFirstError({ formRef }: { formRef: React.RefObject<HTMLFormElement> }) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const hasErrors = Object.keys(errors).length > 0;

  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValidating || !hasErrors) return;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
    // Only when a submit attempt settles, not on every keystroke afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting]);

  return null;
}
