/**
 * Renders the brand PNGs from the logo mark (src/theme/brandMark.ts) with sharp:
 *   static/images/qwp-icon.png  512×512  source of the web app manifest icons and favicons
 *   static/og-default.png       1200×630 default Open Graph / Twitter share card
 * Usage: npx tsx scripts/make-brand-images.ts   (commit the PNGs it writes)
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { LOGO_RED, LOGO_WHITE, logoMarkShapes, logoMarkSvg } from "../src/theme/brandMark";

const root = path.resolve(__dirname, "..");
const site = JSON.parse(fs.readFileSync(path.join(root, "data/site.json"), "utf8")) as {
  name: string;
  tagline: string;
};
const host = (process.env.SITE_URL ?? "https://www.qwp.org.pk")
  .replace(/^https?:\/\//, "")
  .replace(/\/$/, "");

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const font = "Liberation Sans, DejaVu Sans, Arial, sans-serif";

function shareCardSvg(): string {
  const { lamp, flameCore, tileRadius } = logoMarkShapes;
  const mark = (x: number, y: number, scale: number) =>
    `<g transform="translate(${x} ${y}) scale(${scale})"><rect width="64" height="64" rx="${tileRadius}" fill="${LOGO_RED}"/>` +
    `<g fill="${LOGO_WHITE}">${lamp.map((d) => `<path d="${d}"/>`).join("")}</g><path d="${flameCore}" fill="${LOGO_RED}"/></g>`;
  const ghost = `<g transform="translate(760 110) scale(8)" opacity="0.07" fill="#ffffff">${lamp.map((d) => `<path d="${d}"/>`).join("")}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#141010"/>
  ${ghost}
  <rect x="0" y="0" width="24" height="630" fill="${LOGO_RED}"/>
  ${mark(96, 120, 2)}
  <text x="96" y="350" font-family="${font}" font-size="84" font-weight="700" fill="#ffffff">${escapeXml(site.name)}</text>
  <text x="96" y="420" font-family="${font}" font-size="36" fill="#d9d4d2">${escapeXml(site.tagline)}</text>
  <rect x="96" y="470" width="120" height="8" fill="${LOGO_RED}"/>
  <text x="96" y="548" font-family="${font}" font-size="28" font-weight="700" fill="#ffffff" letter-spacing="2">${escapeXml(host.toUpperCase())}</text>
</svg>`;
}

async function main() {
  fs.mkdirSync(path.join(root, "static/images"), { recursive: true });
  const icon = path.join(root, "static/images/qwp-icon.png");
  await sharp(Buffer.from(logoMarkSvg(512)))
    .png({ compressionLevel: 9 })
    .toFile(icon);
  const card = path.join(root, "static/og-default.png");
  await sharp(Buffer.from(shareCardSvg()))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(card);
  for (const file of [icon, card]) {
    const { width, height, size } = await sharp(file)
      .metadata()
      .then(async (m) => ({ ...m, size: fs.statSync(file).size }));
    console.log(`${path.relative(root, file)}: ${width}×${height}, ${Math.round(size / 1024)} KB`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
