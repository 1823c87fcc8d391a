import { useMemo } from "react";
import { useLang, useT } from "../i18n";
import { formatInteger } from "../../contract/lib/formatNumber";
import { formText, type FormText } from "../../contract/validation/messages";

/**
 * The forms' texts in the page's edition: the schemas' messages (membershipSchema(text)) read
 * through the page's own strings, and numbers written as the edition writes them.
 */
export function useFormText(): { text: FormText; formatNumber: (value: number) => string } {
  const lang = useLang();
  const t = useT();
  return useMemo(
    () => ({ text: formText(lang, t), formatNumber: (value: number) => formatInteger(value, lang) }),
    [lang, t],
  );
}
