import { useFormikContext } from "formik";
import React, { useEffect, useState } from "react";
import FormField from "../../components/forms/FormField";
import type { Lang } from "../../../contract/i18n/locales";
import { titleMakesSlug } from "../../../contract/lib/eventSlug";
import { slugify } from "../../../contract/lib/slugify";
import { contentLanguage } from "./contentLanguage";

type TitleAndSlugFieldsProps = {
  /** Once locked the address cannot change (links to it exist). */
  locked: boolean;
  /** What has the address, e.g. "The article". */
  noun: string;
  /** The public address before the slug, e.g. "/news/". */
  pathPrefix: string;
  /** Why a locked address cannot change, in the words of the screen's own content. */
  lockedHint: string;
  /** The item's language: the title is typed in its script and direction. */
  lang: Lang;
  /**
   * Given (an event's kind, district and date), a title without Latin letters needs a Latin address
   * and this is offered; without it such a title gets a neutral address from the server.
   */
  suggestion?: string;
};

/**
 * The title and the address made from it: the address follows the title (or, for a title in Urdu or
 * Pashto, the suggestion) until someone edits it by hand or it locks.
 */
export default function TitleAndSlugFields({ locked, noun, pathPrefix, lockedHint, lang, suggestion }: TitleAndSlugFieldsProps) {
  const { values, setFieldValue, initialValues } = useFormikContext<{ title: string; slug: string }>();
  const [follow, setFollow] = useState(!initialValues.slug);
  const latinTitle = !values.title.trim() || titleMakesSlug(values.title);
  useEffect(() => {
    if (follow && !locked) void setFieldValue("slug", slugify(values.title) || (suggestion ?? ""), false);
  }, [values.title, suggestion, follow, locked, setFieldValue]);
  const where = `${noun} will be at ${pathPrefix}${values.slug || "…"}`;
  const latinHint =
    suggestion === undefined
      ? `The title has no Latin letters: type a few Latin words for the address, or it gets a neutral one. ${where}`
      : `The title has no Latin letters: the address is a few Latin words (suggested from the kind, district and date: ${suggestion || "choose them first"}). ${where}`;
  return (
    <>
      <FormField name="title" label="Title" {...contentLanguage(lang)} />
      <FormField
        name="slug"
        label="Address (slug)"
        optional={latinTitle || suggestion === undefined}
        readOnly={locked}
        dir="ltr"
        spellCheck={false}
        onInput={() => setFollow(false)}
        hint={locked ? lockedHint : latinTitle ? where : latinHint}
      />
    </>
  );
}
