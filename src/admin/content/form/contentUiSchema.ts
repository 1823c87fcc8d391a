/**
 * The form's layout hints (rjsf's uiSchema) read from a file's JSON Schema, so no file needs a
 * hand-written form: `$schema` is hidden, fields whose schema says `x-file` (an image or a PDF)
 * get the upload widget, texts that are paragraphs by nature (descriptions, biographies, quotes,
 * body text) get a textarea, and every field is labelled with its schema `title`, else its name in words.
 * Enumerations need nothing: rjsf gives them a select, drawn by our SelectWidget.
 */
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { uploadUseOf } from "../../../../contract/content/api";
import { humanize, resolveRef } from "./fieldLabels";

/** Property names whose texts are paragraphs (also the entries of lists with these names). */
const LONG_TEXT = /^(description|bio|body|content|quote|text|summary|intro|paragraphs?|message|mission|vision)$/i;

const isString = (schema: RJSFSchema) => schema.type === "string" || (Array.isArray(schema.type) && schema.type.includes("string"));

function uiFor(schema: RJSFSchema | undefined, root: RJSFSchema, name: string, longByParent: boolean): UiSchema {
  const resolved = resolveRef(schema, root);
  if (!resolved) return {};
  const ui: UiSchema = {};
  // Always set, so a list's entries can name their list ("Move item 2 of Achievements up").
  if (name) ui["ui:title"] = typeof resolved.title === "string" && resolved.title ? resolved.title : humanize(name);
  if (isString(resolved) && !resolved.enum) {
    const upload = uploadUseOf(resolved);
    if (upload) {
      ui["ui:widget"] = "upload";
      ui["ui:options"] = { upload };
    } else if (longByParent || LONG_TEXT.test(name)) ui["ui:widget"] = "textarea";
  }
  if (resolved.properties) {
    for (const [key, property] of Object.entries(resolved.properties)) {
      if (key === "$schema") ui[key] = { "ui:widget": "hidden" };
      else if (typeof property === "object") ui[key] = uiFor(property as RJSFSchema, root, key, false);
    }
  }
  if (resolved.items && typeof resolved.items === "object" && !Array.isArray(resolved.items)) {
    // An entry's own field is named after its list ("Achievements, item 2"), not rjsf's "achievements-2".
    ui.items = { ...uiFor(resolved.items as RJSFSchema, root, "", LONG_TEXT.test(name)), "ui:itemOf": ui["ui:title"] ?? humanize(name) };
  }
  return ui;
}

/** The uiSchema of a whole content file; `lockedFields` (e.g. a published slug) are read-only. */
export function contentUiSchema(schema: RJSFSchema, lockedFields: readonly string[] = []): UiSchema {
  const ui = uiFor(schema, schema, "", false);
  delete ui["ui:title"];
  for (const field of lockedFields) ui[field] = { ...(ui[field] as UiSchema | undefined), "ui:readonly": true };
  return { ...ui, "ui:submitButtonOptions": { norender: true } };
}
