/**
 * Rules for a news article as the press office writes it. The console's form (Formik) and the
 * server validate with this same schema, so both give the same messages.
 */
import * as Yup from "yup";
import { LANGS, type Lang } from "../i18n/locales";
import { SLUG_MAX, SLUG_PATTERN } from "../lib/slugify";

export const NEWS_STATUSES = ["draft", "published"] as const;
export type NewsStatusValue = (typeof NEWS_STATUSES)[number];

export const NEWS_TITLE_MAX = 160;
export const NEWS_EXCERPT_MAX = 300;
export const NEWS_CATEGORY_MAX = 40;
export const NEWS_AUTHOR_MAX = 80;
/** About 100 pages of text: far above any article, low enough to keep the database small. */
export const NEWS_CONTENT_MAX = 200_000;

export type NewsFormValues = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  author: string;
  imageId: number | null;
  status: NewsStatusValue;
  /** ISO 8601 in UTC; empty = now (publish) or not decided (draft). */
  publishedAt: string;
  /** The article's language: the edition that lists it first (English by default). */
  lang: Lang;
};

/** True when the HTML has words or an image, not only empty paragraphs. */
/** An article as the server stores and the console shows it, as far as its form needs. */
type EditableNews = Omit<NewsFormValues, "category" | "author"> & { category: { name: string }; author: { name: string } };

/** The form's values for a stored article: one mapping for the console's form and the server's partial updates. */
export const newsFormValuesOf = (item: EditableNews): NewsFormValues => ({
  title: item.title,
  slug: item.slug,
  excerpt: item.excerpt,
  content: item.content,
  category: item.category.name,
  author: item.author.name,
  imageId: item.imageId,
  status: item.status,
  publishedAt: item.publishedAt,
  lang: item.lang,
});

export const hasBodyText = (html: string) =>
  /<img\b/i.test(html) || html.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "").length > 0;

export const NEWS_SCHEMA = Yup.object({
  title: Yup.string()
    .trim()
    .max(NEWS_TITLE_MAX, `The title must be at most ${NEWS_TITLE_MAX} characters`)
    .required("Title is required"),
  slug: Yup.string()
    .trim()
    .max(SLUG_MAX, `The address must be at most ${SLUG_MAX} characters`)
    .matches(SLUG_PATTERN, {
      message: "The address may contain only lower-case letters, digits and single hyphens",
      excludeEmptyString: true,
    })
    .default(""),
  excerpt: Yup.string()
    .trim()
    .max(NEWS_EXCERPT_MAX, `The summary must be at most ${NEWS_EXCERPT_MAX} characters`)
    .required("Summary is required"),
  content: Yup.string()
    .max(NEWS_CONTENT_MAX, "The article is too long")
    .test("has-text", "Write the article's text", (value) => hasBodyText(value ?? ""))
    .required("Write the article's text"),
  category: Yup.string()
    .trim()
    .max(NEWS_CATEGORY_MAX, `The category must be at most ${NEWS_CATEGORY_MAX} characters`)
    .required("Choose a category"),
  author: Yup.string().trim().max(NEWS_AUTHOR_MAX, `The byline must be at most ${NEWS_AUTHOR_MAX} characters`).default(""),
  imageId: Yup.number()
    .typeError("Choose a photo from the library")
    .integer("Choose a photo from the library")
    .positive("Choose a photo from the library")
    .nullable()
    .default(null),
  status: Yup.string().oneOf([...NEWS_STATUSES], "Choose draft or published").required("Choose draft or published"),
  publishedAt: Yup.string()
    .trim()
    .test("iso-date", "Enter a valid date and time", (value) => !value || !Number.isNaN(Date.parse(value)))
    .default(""),
  lang: Yup.string().oneOf([...LANGS], "Choose English, Urdu or Pashto").default("en"),
});
