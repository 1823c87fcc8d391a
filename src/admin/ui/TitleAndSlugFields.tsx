import { useFormikContext } from "formik";
import React, { useEffect, useState } from "react";
import FormField from "../../components/forms/FormField";
import { slugify } from "../../lib/slugify";

type TitleAndSlugFieldsProps = {
  /** Once locked the address cannot change (links to it exist). */
  locked: boolean;
  /** What has the address, e.g. "The article". */
  noun: string;
  /** The public address before the slug, e.g. "/news/". */
  pathPrefix: string;
  /** Why a locked address cannot change, in the words of the screen's own content. */
  lockedHint: string;
};

/** The title and the address made from it: the address follows the title until someone edits it by hand (or it locks). */
export default function TitleAndSlugFields({ locked, noun, pathPrefix, lockedHint }: TitleAndSlugFieldsProps) {
  const { values, setFieldValue, initialValues } = useFormikContext<{ title: string; slug: string }>();
  const [follow, setFollow] = useState(!initialValues.slug);
  useEffect(() => {
    if (follow && !locked) void setFieldValue("slug", slugify(values.title), false);
  }, [values.title, follow, locked, setFieldValue]);
  return (
    <>
      <FormField name="title" label="Title" />
      <FormField
        name="slug"
        label="Address (slug)"
        optional
        readOnly={locked}
        onInput={() => setFollow(false)}
        hint={locked ? lockedHint : `${noun} will be at ${pathPrefix}${values.slug || "…"}`}
      />
    </>
  );
}
