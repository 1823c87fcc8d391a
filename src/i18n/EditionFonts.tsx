import { Global, type CSSObject } from "@emotion/react";
import React from "react";
import nastaliq400 from "@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2";
import naskh400 from "@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2";
import naskh700 from "@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff2";
import { fonts } from "../theme";
import type { Lang } from "./locales";

/** The Arabic-script subset's range (as Fontsource cuts it): Latin text keeps the system font. */
const ARABIC_RANGE =
  "U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC";

const face = (family: string, weight: number, url: string): CSSObject => ({
  "@font-face": {
    fontFamily: family,
    fontStyle: "normal",
    fontWeight: weight,
    fontDisplay: "swap",
    src: `url(${url}) format("woff2")`,
    unicodeRange: ARABIC_RANGE,
  },
});

/**
 * Urdu is read in Nastaliq, Pashto in Naskh: each edition's face, self-hosted from Fontsource's
 * Arabic subset, declared only on its own pages (the English pages download no font). Nastaliq's
 * letters climb and hang far beyond Latin ones, so Urdu text gets more line height, headings too.
 * Urdu has the regular weight only (each Nastaliq weight is about 160 KB): bold is synthesised.
 */
const EDITION_STYLES: Partial<Record<Lang, CSSObject[]>> = {
  ur: [
    face("Noto Nastaliq Urdu", 400, nastaliq400),
    {
      "html:lang(ur) body": { fontFamily: `"Noto Nastaliq Urdu", ${fonts.body}`, lineHeight: 2.1 },
      "html:lang(ur) :is(h1, h2, h3, h4)": {
        fontFamily: `"Noto Nastaliq Urdu", ${fonts.heading}`,
        lineHeight: 1.9,
      },
    },
  ],
  ps: [
    face("Noto Naskh Arabic", 400, naskh400),
    face("Noto Naskh Arabic", 700, naskh700),
    {
      "html:lang(ps) body": { fontFamily: `"Noto Naskh Arabic", ${fonts.body}`, lineHeight: 1.8 },
      "html:lang(ps) :is(h1, h2, h3, h4)": {
        fontFamily: `"Noto Naskh Arabic", ${fonts.heading}`,
        lineHeight: 1.5,
      },
    },
  ],
};

export default function EditionFonts({ lang }: { lang: Lang }) {
  const styles = EDITION_STYLES[lang];
  return styles ? <Global styles={styles} /> : null;
}
