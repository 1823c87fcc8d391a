/**
 * The public API answers in the language of the edition that asks: the site's API client sends
 * `Accept-Language: en|ur|ps` (src/lib/api/client.ts) and any other client may too; without one
 * (or with a language the site has no edition in) the answer is English.
 *
 * The texts live in data/i18n/<lang>/server.json (the API's own messages) and forms.json (the
 * forms' validation and success texts, shared with the browser), read when the server starts.
 * The routes keep answering with the English texts (one text per situation, what the tests and
 * the logs read); a hook turns an answer's `message` and `errors` into the request's language
 * just before it is sent, by the key of its English text. The forms' field errors, whose texts
 * carry values ("{field} is required"), are made in the request's language in the first place: the
 * form routes validate with that language's schema (server/forms/formSchemas.ts). The staff console
 * (/api/admin) stays in English.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import enForms from "../../data/i18n/en/forms.json";
import enServer from "../../data/i18n/en/server.json";
import psForms from "../../data/i18n/ps/forms.json";
import psServer from "../../data/i18n/ps/server.json";
import urForms from "../../data/i18n/ur/forms.json";
import urServer from "../../data/i18n/ur/server.json";
import { formatMessage, type MessageVars } from "../../contract/i18n/format";
import { LANGS, type Lang } from "../../contract/i18n/locales";

export type ServerMessageKey = keyof typeof enServer;

const SERVER_MESSAGES: Record<Lang, Record<ServerMessageKey, string>> = { en: enServer, ur: urServer, ps: psServer };

/** A server message in `lang` (English by default), its placeholders filled. */
export function serverText(key: ServerMessageKey, vars?: MessageVars, lang: Lang = "en"): string {
  return formatMessage(SERVER_MESSAGES[lang][key], vars);
}

/** The English texts, for the routes' constants: `serverText` without placeholders. */
export const englishText = (key: ServerMessageKey) => SERVER_MESSAGES.en[key];

const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value);

/**
 * The language an Accept-Language header asks for, among the site's: the one with the highest
 * weight (`ur-PK` counts as `ur`, `q=0` refuses), the first listed on a tie; English otherwise.
 */
export function acceptedLang(header: string | string[] | undefined): Lang {
  const text = Array.isArray(header) ? header.join(",") : header;
  if (!text) return "en";
  let best: { lang: Lang; q: number } | undefined;
  for (const part of text.split(",").slice(0, 20)) {
    const [range, ...params] = part.trim().toLowerCase().split(";");
    const primary = range.trim().split("-")[0];
    if (!isLang(primary)) continue;
    const weight = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
    const q = weight === undefined ? 1 : Number(weight);
    if (q > 0 && (!best || q > best.q)) best = { lang: primary, q };
  }
  return best?.lang ?? "en";
}

type Catalogue = Readonly<Record<string, string>>;
type Translation = Map<string, string>;

/** English text → the text of the same key in the other language, over every catalogue given. */
function translationTable(english: Catalogue[], other: Catalogue[]): Translation {
  const table: Translation = new Map();
  english.forEach((catalogue, i) => {
    for (const [key, text] of Object.entries(catalogue)) {
      if (!/\{[A-Za-z]/.test(text) && other[i][key] !== undefined) table.set(text, other[i][key]);
    }
  });
  return table;
}

type Answer = { message?: unknown; errors?: unknown };

const hasTexts = (payload: unknown) =>
  !!payload && typeof payload === "object" && !Array.isArray(payload) && ((payload as Answer).message !== undefined || (payload as Answer).errors !== undefined);

const translated = (table: Translation, text: unknown) => (typeof text === "string" ? table.get(text) ?? text : text);

/** The answer with its message and field errors in the table's language (texts it lacks stay as they are). */
export function translateAnswer<T>(payload: T, table: Translation): T {
  if (!hasTexts(payload)) return payload;
  const answer = payload as Answer;
  const result: Answer = { ...answer };
  if (answer.message !== undefined) result.message = translated(table, answer.message);
  if (answer.errors && typeof answer.errors === "object") {
    result.errors = Object.fromEntries(Object.entries(answer.errors).map(([field, text]) => [field, translated(table, text)]));
  }
  return result as T;
}

/**
 * Registers the hook on `app`: every public answer with a `message` (and `errors`) goes out in the
 * language its request accepts, with `Content-Language` and `Vary: Accept-Language`; answers
 * without texts (the news, the videos) are the same in every language and say nothing of it.
 * `catalogues` are the other English catalogues whose texts the API answers with (the forms').
 */
export function answerInRequestLanguage(
  app: FastifyInstance,
  catalogues: Record<Lang, Catalogue[]> = { en: [enForms], ur: [urForms], ps: [psForms] },
) {
  const tables = Object.fromEntries(
    LANGS.map((lang) => [lang, translationTable([enServer, ...catalogues.en], [SERVER_MESSAGES[lang], ...catalogues[lang]])]),
  ) as Record<Lang, Translation>;
  app.addHook("preSerialization", async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!request.url.startsWith("/api/") || request.url.startsWith("/api/admin")) return payload;
    // Only answers with texts depend on the language: naming it on the others would split a CDN's one
    // copy of the news into one per Accept-Language a browser sends.
    if (!hasTexts(payload)) return payload;
    const vary = reply.getHeader("Vary");
    reply.header("Vary", vary ? `${String(vary)}, Accept-Language` : "Accept-Language");
    const lang = acceptedLang(request.headers["accept-language"]);
    reply.header("Content-Language", lang);
    return lang === "en" ? payload : translateAnswer(payload, tables[lang]);
  });
}
