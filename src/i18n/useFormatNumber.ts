import { useMemo } from "react";
import { formatInteger } from "../lib/formatNumber";
import { useI18n } from "./I18nProvider";

/**
 * Formats a count in the edition's digits ("12" in English and Urdu, "۱۲" in Pashto; see
 * src/lib/formatNumber.ts). Imported from this file, not from src/i18n/index.ts, so that pages
 * without counts (Home) do not carry it.
 */
export function useFormatNumber(): (value: number) => string {
  const { lang } = useI18n();
  return useMemo(() => (value) => formatInteger(value, lang), [lang]);
}
