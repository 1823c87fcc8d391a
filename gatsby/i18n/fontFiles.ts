/**
 * Writes the editions' fonts, cut down to their languages' letters (gatsby/i18n/fontSubset.ts), and
 * their CSS into public/fonts/ (src/i18n/editionFonts.ts).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { EDITION_FONT_FILES, FONTS_DIR, editionFontCss } from "../../src/i18n/editionFonts";
import { LANGS } from "../../contract/i18n/locales";
import { editionCharacters, subsetWoff2 } from "./fontSubset";

/**
 * Subsetting Noto Nastaliq Urdu takes a second or two; a build whose letters and font are those of the
 * last one (every build but an editor's first word in a new letter) reuses its file from Gatsby's cache.
 */
async function subsetOnce(root: string, font: Buffer, characters: string): Promise<Buffer> {
  const key = crypto
    .createHash("sha256")
    .update(font)
    .update(characters)
    .digest("hex")
    .slice(0, 20);
  const cached = path.join(root, ".cache", "qwp-edition-fonts", `${key}.woff2`);
  if (fs.existsSync(cached)) return fs.readFileSync(cached);
  const subset = await subsetWoff2(font, characters);
  fs.mkdirSync(path.dirname(cached), { recursive: true });
  fs.writeFileSync(cached, subset);
  return subset;
}

export async function writeEditionFonts(root: string, publicDir: string): Promise<void> {
  const dir = path.join(publicDir, FONTS_DIR);
  fs.mkdirSync(dir, { recursive: true });
  for (const lang of LANGS) {
    const files = EDITION_FONT_FILES[lang];
    if (!files) continue;
    const characters = editionCharacters(lang, root);
    for (const f of files) {
      const font = fs.readFileSync(path.join(root, "node_modules", f.pkg, "files", f.file));
      const target = path.join(dir, f.file);
      const subset = await subsetOnce(root, font, characters);
      // Unchanged bytes keep the file's time, so a release links the previous one's copy.
      if (!fs.existsSync(target) || !fs.readFileSync(target).equals(subset))
        fs.writeFileSync(target, subset);
    }
    fs.writeFileSync(path.join(dir, `${lang}.css`), editionFontCss(lang));
  }
}
