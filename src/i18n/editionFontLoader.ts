/**
 * When the Urdu or Pashto face is switched on, so that it never moves text a visitor is reading.
 *
 * A Nastaliq face is 156 KB. Declared in the page's head, it downloads while the first screen does
 * and holds up its paint on slow data; with `font-display: swap` the text is first laid out in the
 * phone's own face and then again in ours, and with other letter widths the lines break elsewhere
 * and everything below moves (a layout shift of 0.03-0.06 on /ur and /ps/join-qwp, and a 40-50 ms
 * relayout of every Urdu word, on this machine). So the faces wait in a style sheet for print
 * (`media="print"`), and:
 * - on a visit whose browser already has the font files (a flag kept once they have arrived; they
 *   are then in its HTTP cache), the faces are switched on in the head, before the first paint;
 * - on a first visit the page is shown in the visitor's own face (phones that read Urdu and Pashto
 *   have one, most of them these very Noto faces, which `local()` then uses without a download),
 *   and after the first paint the files are fetched into the cache: the next page opens in ours;
 * - a move to another page in the browser switches them on (gatsby-browser.tsx): the page's content
 *   is replaced then anyway.
 * No text is ever invisible (the faces keep `font-display: swap`).
 */
import { AFTER_FIRST_PAINT } from "../lib/afterFirstPaint";
import { EDITION_FONT_FILES, FONTS_DIR } from "./editionFonts";
import type { Lang } from "./locales";

/** The id of the edition's font-face style sheet. */
export const faceSheetId = (lang: Lang) => `qwp-font-faces-${lang}`;

/** The inline head script for an edition's page; "" for English. */
export function editionFontLoaderScript(lang: Lang): string {
  const files = EDITION_FONT_FILES[lang];
  if (!files) return "";
  const urls = JSON.stringify(files.map((f) => `${FONTS_DIR}/${f.file}`));
  const key = JSON.stringify(`qwp-fonts-cached-${lang}`);
  return (
    `(function(s,k,u){try{if(localStorage.getItem(k)){s.media="all";return}}catch(e){}` +
    `(${AFTER_FIRST_PAINT})(function(){Promise.all(u.map(function(x){return fetch(x).then(function(r){if(!r.ok)throw r;return r.arrayBuffer()})}))` +
    `.then(function(){try{localStorage.setItem(k,"1")}catch(e){}},function(){})})` +
    `})(document.getElementById(${JSON.stringify(faceSheetId(lang))}),${key},${urls})`
  );
}
