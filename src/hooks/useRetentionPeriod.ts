import { useLang, useT } from "../i18n/I18nProvider";
import { formatInteger } from "../../contract/lib/formatNumber";

/**
 * A retention period in the edition's words and digits, as periodText says it in English
 * ("12 months", "2 years"): the privacy page and the notice beside the membership form.
 */
export function useRetentionPeriod(): (amount: number, unit: "months" | "days") => string {
  const t = useT();
  const lang = useLang();
  const format = (value: number) => formatInteger(value, lang);
  return (amount, unit) => {
    // "12 months" reads better than "1 year" in a deletion promise; 24 months and more read as years.
    if (unit === "months" && amount >= 24 && amount % 12 === 0)
      return t("privacy.years", { count: format(amount / 12) });
    const key =
      unit === "months" ? (amount === 1 ? "month" : "months") : amount === 1 ? "day" : "days";
    return t(`privacy.${key}`, { count: format(amount) });
  };
}
