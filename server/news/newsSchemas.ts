/**
 * The news routes' schemas: what /api/news and the newsroom accept and answer. The item's shape is
 * contract/lib/api/newsWire.ts's; the article's rules and their messages are contract/validation/news.ts's.
 */
import { LANGS } from "../../contract/i18n/locales";
import { NEWS_SHAPES } from "../../contract/lib/api/siteShape";
import { NEWS_STATUSES } from "../../contract/validation/news";
import { englishText } from "../platform/language";
import { NO_CONTENT, answerObject, emptyOrOneOf, errorAnswers, objectBody, pageQuery, pathParams } from "../platform/routeSchemas";
import { BAD_PAGE } from "../staff/messages";
import { MEDIA_PICTURE, MEDIA_VARIANT } from "../media/mediaSchemas";

export const NEWS_NOT_FOUND = englishText("newsNotFound");
export const NEWS_ITEM_NOT_FOUND = "There is no article with this id.";
export const BAD_STATE = "The status must be draft, scheduled or published.";

const text = { type: "string" } as const;
const textOrNull = { type: ["string", "null"] } as const;
const count = { type: "integer" } as const;

const ITEM_PROPERTIES = {
  _id: text,
  title: text,
  slug: text,
  thumbnail: textOrNull,
  thumbnailWidth: { type: ["integer", "null"] },
  thumbnailHeight: { type: ["integer", "null"] },
  thumbnailVariants: { type: "array", items: MEDIA_VARIANT },
  excerpt: text,
  content: { type: "string", description: "HTML, sanitised when saved" },
  link: textOrNull,
  publishedAt: text,
  createdAt: text,
  author: answerObject({ name: text, image: textOrNull, email: textOrNull }),
  category: answerObject({ name: text }),
} as const;

/** A public news item in the seed's names (`lang` only for an article not in English). */
export const NEWS_ITEM = answerObject({ ...ITEM_PROPERTIES, lang: { type: "string", enum: ["ur", "ps"] } }, ["lang"]);

/** A public news item in the site's shape (contract/lib/api/siteShape.ts's SiteNewsItem), asked for with `shape=site`. */
const SITE_NEWS_ITEM = answerObject({
  id: text,
  slug: text,
  title: text,
  summary: text,
  body: { type: "string", description: "HTML, sanitised when saved" },
  image: MEDIA_PICTURE,
  lang: { type: "string", enum: [...LANGS] },
  url: { type: "string", description: "the article's page, /news/{slug}" },
  publishedAt: text,
  createdAt: text,
  link: textOrNull,
  author: answerObject({ name: text, image: textOrNull, email: textOrNull }),
  category: text,
});

/** Which names the answer uses; every news read takes it. */
const SHAPE_QUERY = {
  type: "string",
  enum: [...NEWS_SHAPES],
  description: "seed (the default): the names of the product's news API (`_id`, `excerpt`, `content`, `thumbnail`...); site: the site's shape for news and events (`id`, `summary`, `body`, `image`, `url`, and the list's `page` and `total`)",
  errorMessage: englishText("newsBadShape"),
} as const;

/** An answer in either shape, as `shape` asked. */
const inEitherShape = (seed: object, site: object) => ({
  anyOf: [
    { ...seed, title: "seed", description: "shape=seed or none" },
    { ...site, title: "site", description: "shape=site" },
  ],
});

/** An article as the newsroom sees it: the public fields and its workflow state. */
const ADMIN_NEWS_ITEM = answerObject({
  ...ITEM_PROPERTIES,
  lang: { type: "string", enum: [...LANGS] },
  status: { type: "string", enum: [...NEWS_STATUSES] },
  state: { type: "string", enum: ["draft", "scheduled", "published"] },
  imageId: { type: ["integer", "null"] },
  updatedAt: textOrNull,
  updatedBy: textOrNull,
  slugLocked: { type: "boolean" },
});

const LANG_QUERY = { type: "string", enum: [...LANGS], errorMessage: englishText("newsBadLanguage") } as const;
/** `only=lang`: an edition's own list, the articles in `lang` and no others (paged among themselves). */
const ONLY_QUERY = {
  type: "string",
  enum: ["lang"],
  description: "lang: only the articles in `lang` (which is then required); without it, that language's articles first, then the others",
  errorMessage: englishText("newsBadOnly"),
} as const;
export const NEWS_BAD_ONLY = englishText("newsBadOnly");

export const NEWS_PAGE_SCHEMA = {
  summary: "One page of news, 9 a page, newest first (with lang: that language's articles first; with lang and only=lang: that language's alone)",
  querystring: {
    type: "object",
    properties: {
      page: { type: "integer", minimum: 1, maximum: 1_000_000, errorMessage: englishText("newsBadPage") },
      lang: LANG_QUERY,
      only: ONLY_QUERY,
      shape: SHAPE_QUERY,
    },
  },
  response: {
    200: inEitherShape(
      answerObject(
        { news: { type: "array", items: NEWS_ITEM }, totalPages: count, lang: LANG_QUERY, inLanguage: count, others: { ...count, description: "with only=lang: how many public articles are in other languages" } },
        ["lang", "inLanguage", "others"],
      ),
      answerObject(
        {
          news: { type: "array", items: SITE_NEWS_ITEM },
          page: count,
          totalPages: count,
          total: { ...count, description: "how many articles the list has" },
          lang: LANG_QUERY,
          inLanguage: count,
          others: { ...count, description: "with only=lang: how many public articles are in other languages" },
        },
        ["lang", "inLanguage", "others"],
      ),
    ),
    ...errorAnswers(400),
  },
} as const;

export const LATEST_NEWS_SCHEMA = {
  summary: "The 3 newest articles (with lang: that language's first; with lang and only=lang: that language's alone)",
  querystring: { type: "object", properties: { lang: LANG_QUERY, only: ONLY_QUERY, shape: SHAPE_QUERY } },
  response: { 200: inEitherShape({ type: "array", items: NEWS_ITEM }, { type: "array", items: SITE_NEWS_ITEM }), ...errorAnswers(400) },
} as const;

export const NEWS_ITEM_SCHEMA = {
  summary: "One article, by id or slug",
  params: { type: "object", required: ["idOrSlug"], properties: { idOrSlug: { type: "string", maxLength: 200, errorMessage: NEWS_NOT_FOUND } } },
  querystring: { type: "object", properties: { shape: SHAPE_QUERY } },
  response: { 200: inEitherShape(NEWS_ITEM, SITE_NEWS_ITEM), ...errorAnswers(400, 404) },
} as const;

const NEWS_ID_PARAMS = pathParams("id", "^[a-z0-9]{1,40}$", NEWS_ITEM_NOT_FOUND);

/** The article's fields as JSON types; which are required, and their limits, are the Yup schema's. */
const ARTICLE_FIELDS = objectBody({
  title: text,
  slug: text,
  excerpt: text,
  content: { type: "string", description: "HTML; sanitised with an allowlist on save" },
  category: text,
  author: text,
  imageId: { type: ["integer", "null"] },
  status: { type: "string", description: "draft or published" },
  publishedAt: { type: "string", description: "ISO date and time; empty = now when published" },
  lang: { type: "string", description: "en, ur or ps" },
} as const);

const ADMIN_PAGE_QUERY = pageQuery(BAD_PAGE, 6);

export const ADMIN_NEWS_LIST_SCHEMA = {
  summary: "The newsroom's articles, 20 a page, newest first",
  querystring: {
    type: "object",
    properties: {
      ...ADMIN_PAGE_QUERY.properties,
      status: emptyOrOneOf(["draft", "scheduled", "published"], BAD_STATE),
      q: { type: "string", description: "searches titles (first 200 characters)" },
    },
  },
  response: { 200: answerObject({ news: { type: "array", items: ADMIN_NEWS_ITEM }, totalPages: count, total: count }), ...errorAnswers(400) },
} as const;

export const ADMIN_NEWS_ITEM_SCHEMA = { params: NEWS_ID_PARAMS, response: { 200: ADMIN_NEWS_ITEM, ...errorAnswers(404) } } as const;
export const CREATE_NEWS_SCHEMA = { body: ARTICLE_FIELDS, response: { 201: ADMIN_NEWS_ITEM, ...errorAnswers(400, 409) } } as const;
export const UPDATE_NEWS_SCHEMA = { params: NEWS_ID_PARAMS, body: ARTICLE_FIELDS, response: { 200: ADMIN_NEWS_ITEM, ...errorAnswers(400, 404, 409) } } as const;
export const DELETE_NEWS_SCHEMA = { params: NEWS_ID_PARAMS, response: { 204: NO_CONTENT, ...errorAnswers(404) } } as const;

const CATEGORIES = answerObject({ categories: { type: "array", items: text } });
export const CATEGORIES_SCHEMA = { response: { 200: CATEGORIES } } as const;
export const ADD_CATEGORY_SCHEMA = { body: objectBody({ name: text }), response: { 201: CATEGORIES, ...errorAnswers(400) } } as const;
