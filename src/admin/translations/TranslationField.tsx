/**
 * One text of a translation beside its English: the field's name and state, the English text
 * (read-only, marked English and left to right; for an outdated text, the English it was translated
 * from struck through beside the English now) and the translation's box (marked with its language,
 * right to left), with the server's refusal under it.
 */
import React from "react";
import { controlStyle, errorStyle, labelStyle, textareaStyle } from "../../components/forms/fieldStyles";
import { editionFontFamily } from "../../i18n/editionFonts";
import { LOCALES, isLang } from "../../../contract/i18n/locales";
import type { FieldState, TranslationField as Field } from "../../../contract/content/translationsApi";
import { colors, fontSizes, media, radii, space } from "../../theme";
import { fieldIdOf } from "../content/form/fieldLabels";

export const fieldMessages = {
  english: "English",
  englishThen: "English when it was translated",
  englishNow: "English now",
  translation: (language: string) => `${language} translation`,
  states: { missing: "Not translated", outdated: "Outdated: the English changed", current: "Translated" } satisfies Record<FieldState, string>,
};

const STATE_COLOURS: Record<FieldState, string> = { missing: colors.textMuted, outdated: colors.danger, current: colors.success };

const englishBox = { margin: 0, padding: `${space(2)} ${space(3)}`, borderRadius: radii.md, background: colors.surfaceMuted, whiteSpace: "pre-wrap", overflowWrap: "anywhere" } as const;

type Props = { field: Field; label: string; lang: string; language: string; value: string; errors: readonly string[]; onChange: (text: string) => void };

export default function TranslationField({ field, label, lang, language, value, errors, onChange }: Props) {
  const id = fieldIdOf(field.pointer);
  const headingId = `${id}-label`;
  const boxLabelId = `${id}-box`;
  const errorId = `${id}-error`;
  const lines = value.split("\n").length + Math.floor(Math.max(value.length, field.english.length) / 70);
  return (
    <li css={{ borderInlineStart: `4px solid ${STATE_COLOURS[field.state]}`, paddingInlineStart: space(4) }}>
      <h3 id={headingId} css={{ margin: `0 0 ${space(2)}`, fontSize: fontSizes.base }}>
        {label} <span css={{ fontWeight: 400, color: field.state === "outdated" ? colors.danger : colors.textMuted }}>· {fieldMessages.states[field.state]}</span>
      </h3>
      <div css={{ display: "grid", gap: space(3), [media.md]: { gridTemplateColumns: "1fr 1fr" } }}>
        <div>
          {field.state === "outdated" && field.englishThen !== undefined ? (
            <>
              <p css={labelStyle}>{fieldMessages.englishThen}</p>
              <p lang="en" dir="ltr" css={[englishBox, { background: colors.dangerSoft, marginBottom: space(2) }]}>
                <del>{field.englishThen}</del>
              </p>
              <p css={labelStyle}>{fieldMessages.englishNow}</p>
              <p lang="en" dir="ltr" css={[englishBox, { background: colors.successSoft }]}>
                <ins css={{ textDecoration: "none" }}>{field.english}</ins>
              </p>
            </>
          ) : (
            <>
              <p css={labelStyle}>{fieldMessages.english}</p>
              <p lang="en" dir="ltr" css={englishBox}>
                {field.english}
              </p>
            </>
          )}
        </div>
        <div>
          <label id={boxLabelId} htmlFor={id} css={labelStyle}>
            {fieldMessages.translation(language)}
          </label>
          <textarea
            id={id}
            lang={lang}
            dir={isLang(lang) ? LOCALES[lang].dir : "auto"}
            value={value}
            rows={Math.min(12, Math.max(2, lines + 1))}
            aria-labelledby={`${headingId} ${boxLabelId}`}
            aria-invalid={errors.length ? true : undefined}
            aria-describedby={errors.length ? errorId : undefined}
            onChange={(event) => onChange(event.target.value)}
            // The edition's own face (Nastaliq for Urdu, Naskh for Pashto), as readers will see the text.
            css={[controlStyle, textareaStyle, { minHeight: "3.5rem", lineHeight: 2.1, fontFamily: isLang(lang) ? editionFontFamily(lang) || undefined : undefined }]}
          />
          {errors.length > 0 && (
            <p id={errorId} css={[errorStyle, { marginTop: space(1.5) }]}>
              {errors.join(" ")}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
