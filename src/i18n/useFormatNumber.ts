import { useMemo } from "react";
import { editionDigits, formatInteger } from "../../contract/lib/formatNumber";
import { useI18n } from "./I18nProvider";

/**
 * Formats a count in the edition's digits ("12" in English and Urdu, "۱۲" in Pashto; see
 * contract/lib/formatNumber.ts). Imported from this file, not from src/i18n/index.ts, so that pages
 * without counts (Home) do not carry it.
 */
export function useFormatNumber(): (value: number) => string {
  const { lang } = useI18n();
  return useMemo(() => (value) => formatInteger(value, lang), [lang]);
}

/**
 * Writes a figure as the data file has it ("50+", "2013", "0.3%") in the edition's digits, so a
 * page never mixes ۲۰۱۳ in its sentences with 2013 in its tiles.
 */
export function useEditionDigits(): (figure: string) => string {
  const { lang } = useI18n();
  return useMemo(() => (figure) => editionDigits(figure, lang), [lang]);
}
