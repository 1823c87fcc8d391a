/**
 * The Urdu and Pashto editions' faces (Noto Nastaliq Urdu, Noto Naskh Arabic) installed or not, for one
 * browser at a time, and which face a page sets its Arabic-script text in.
 *
 * Android and iOS ship these faces, and the pages name them with local() first, so the phones the
 * editions are for download none. Debian's fonts-noto-core installs the same upstream files for every
 * program on the machine; a browser started with FONTCONFIG_FILE set to one of the two configurations
 * below sees them or not, whatever the machine has installed.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";

/** Where Debian's fonts-noto-core puts the four faces. */
const NOTO_DIR = "/usr/share/fonts/truetype/noto";
const FACE_FILES = [
  "NotoNastaliqUrdu-Regular.ttf",
  "NotoNastaliqUrdu-Bold.ttf",
  "NotoNaskhArabic-Regular.ttf",
  "NotoNaskhArabic-Bold.ttf",
];

/** The machine's fonts minus the editions' faces: a phone without them (the browser tests' default). */
export const FONTCONFIG_WITHOUT_EDITION_FACES = path.join(
  __dirname,
  "fonts",
  "without-edition-faces.conf",
);

/**
 * Writes a fontconfig configuration with the machine's fonts plus a folder of its own holding the four
 * faces (copied from fonts-noto-core), and returns its path: a phone with them.
 */
export function fontconfigWithEditionFaces(): string {
  const missing = FACE_FILES.filter((file) => !fs.existsSync(path.join(NOTO_DIR, file)));
  if (missing.length)
    throw new Error(`${missing.join(", ")} not in ${NOTO_DIR}: install Debian's fonts-noto-core.`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qwp-edition-faces-"));
  const fonts = path.join(dir, "fonts");
  fs.mkdirSync(fonts);
  for (const file of FACE_FILES) fs.copyFileSync(path.join(NOTO_DIR, file), path.join(fonts, file));
  const conf = path.join(dir, "fonts.conf");
  fs.writeFileSync(
    conf,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>\n` +
      `  <include ignore_missing="no">/etc/fonts/fonts.conf</include>\n  <dir>${fonts}</dir>\n</fontconfig>\n`,
  );
  return conf;
}

/** The font a character is drawn with, as Chromium reports it (CSS.getPlatformFontsForNode). */
export type FaceOfCharacter = { character: string; familyName: string; isCustomFont: boolean };

/**
 * Every distinct Arabic-script character of the page's text but the marks, each drawn alone in the page's body font
 * stack, with the font Chromium drew it with: the edition's face when it has the letter, a fallback
 * font otherwise. `isCustomFont` tells a downloaded face from an installed one.
 */
export async function facesOfArabicCharacters(page: Page): Promise<FaceOfCharacter[]> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Combining marks are left out: drawn alone they have no font (they take their letter's).
    const characters = [...new Set(document.body.innerText)].filter(
      (c) =>
        /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/.test(c) &&
        !/\p{M}/u.test(c),
    );
    const box = document.createElement("div");
    box.id = "qwp-face-probe";
    box.setAttribute("aria-hidden", "true");
    for (const character of characters) {
      const span = document.createElement("span");
      span.dataset.character = character;
      span.textContent = character;
      box.appendChild(span);
    }
    document.body.appendChild(box);
    await document.fonts.ready;
  });
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    const { nodeIds } = await cdp.send("DOM.querySelectorAll", {
      nodeId: root.nodeId,
      selector: "#qwp-face-probe > span",
    });
    const faces: FaceOfCharacter[] = [];
    for (const nodeId of nodeIds) {
      const { attributes = [] } = await cdp.send("DOM.getAttributes", { nodeId });
      const character = attributes[attributes.indexOf("data-character") + 1];
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      const [font] = fonts;
      faces.push({
        character,
        familyName: font?.familyName ?? "",
        isCustomFont: font?.isCustomFont ?? false,
      });
    }
    return faces;
  } finally {
    await cdp.detach();
    await page.evaluate(() => document.getElementById("qwp-face-probe")?.remove());
  }
}
