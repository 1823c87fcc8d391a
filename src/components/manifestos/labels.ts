/**
 * The interface strings of a manifesto's election type and status: fixed values in
 * data/schema/manifestos.schema.json, named in each edition's language (data/i18n/<lang>/manifestos.json).
 */
const TYPE_KEY: Record<string, string> = {
  "General Elections": "manifestos.typeGeneral",
  "Local Elections": "manifestos.typeLocal",
};
const STATUS_KEY: Record<string, string> = {
  Current: "manifestos.statusCurrent",
  Archive: "manifestos.statusArchive",
  Recent: "manifestos.statusRecent",
};

type T = (key: string) => string;

export const typeLabel = (t: T, type: string): string =>
  TYPE_KEY[type] ? t(TYPE_KEY[type]) : type;
export const statusLabel = (t: T, status: string): string =>
  STATUS_KEY[status] ? t(STATUS_KEY[status]) : status;
