import { useMemo } from "react";
import { useI18n } from "./I18nProvider";
import { LOCALES } from "./locales";

/**
 * Formats a count in the edition's locale (Intl): "12" in English and Urdu, "۱۲" in Pashto. Imported
 * from this file, not from src/i18n/index.ts, so that pages without counts (Home) do not carry it.
 */
export function useFormatNumber(): (value: number) => string {
  const { lang } = useI18n();
  return useMemo(() => {
    const format = new Intl.NumberFormat(LOCALES[lang].intlLocale);
    return (value) => format.format(value);
  }, [lang]);
}
