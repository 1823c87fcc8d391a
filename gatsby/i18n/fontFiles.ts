/** Copies the editions' font files and writes their CSS into public/fonts/ (src/i18n/editionFonts.ts). */
import fs from "node:fs";
import path from "node:path";
import { EDITION_FONT_FILES, FONTS_DIR, editionFontCss } from "../../src/i18n/editionFonts";
import { LANGS } from "../../src/i18n/locales";

export function writeEditionFonts(root: string, publicDir: string): void {
  const dir = path.join(publicDir, FONTS_DIR);
  fs.mkdirSync(dir, { recursive: true });
  for (const lang of LANGS) {
    const files = EDITION_FONT_FILES[lang];
    if (!files) continue;
    for (const f of files)
      fs.copyFileSync(
        path.join(root, "node_modules", f.pkg, "files", f.file),
        path.join(dir, f.file),
      );
    fs.writeFileSync(path.join(dir, `${lang}.css`), editionFontCss(lang));
  }
}
