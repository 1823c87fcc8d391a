/**
 * Stand-in images until the party supplies real photographs: a portrait per leader (initials on the
 * party colours) and the Home hero. They are made at real photo sizes and carry a fine film grain,
 * so their file weight (and so every performance figure measured with them) is close to a real
 * photograph's. Re-run after adding a leader: `npx tsx scripts/make-portraits.ts`.
 * An existing file is kept unless --force is given, so a real photograph is never overwritten.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(__dirname, "..");
const leadersDir = path.join(root, "data/leaders");
const force = process.argv.includes("--force");

const RED = "#b3121f";
const DEEP_RED = "#5c0910";
const BLACK = "#0d0b0b";

/** "Aftab Ahmad Khan Sherpao" → "AS": first and last name, like a monogram. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  const first = words[0][0];
  const last = words.length > 1 ? words[words.length - 1][0] : "";
  return (first + last).toUpperCase();
}

/** Film grain at low strength: a real photo's noise is what makes its JPEG weigh what it does. */
async function grain(width: number, height: number, strength: number) {
  const noise = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  })
    .greyscale()
    .png()
    .toBuffer();
  return { input: noise, blend: "soft-light" as const, opacity: strength };
}

function portraitSvg(name: string, size: number) {
  const text = initials(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
  <defs>
    <radialGradient id="light" cx="50%" cy="38%" r="70%">
      <stop offset="0" stop-color="#3a1d1f"/>
      <stop offset=".55" stop-color="#1a1213"/>
      <stop offset="1" stop-color="${BLACK}"/>
    </radialGradient>
    <linearGradient id="band" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${RED}"/>
      <stop offset="1" stop-color="${DEEP_RED}"/>
    </linearGradient>
  </defs>
  <rect width="800" height="800" fill="url(#light)"/>
  <path d="M0 610 L800 470 L800 800 L0 800 Z" fill="url(#band)"/>
  <path d="M0 640 L800 500" stroke="#ffffff" stroke-opacity=".85" stroke-width="6"/>
  <circle cx="400" cy="360" r="230" fill="none" stroke="#ffffff" stroke-opacity=".18" stroke-width="3"/>
  <text x="400" y="360" dy=".35em" text-anchor="middle" font-family="DejaVu Serif, Liberation Serif, serif"
    font-weight="700" font-size="200" letter-spacing="6" fill="#ffffff">${text}</text>
</svg>`;
}

function heroSvg(width: number, height: number) {
  // Dark on the left where the white headline sits; the party red sweeps in from the right.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1920 1080">
  <defs>
    <linearGradient id="ground" x1="0" y1="0" x2="1" y2=".6">
      <stop offset="0" stop-color="#070606"/>
      <stop offset=".55" stop-color="#140c0d"/>
      <stop offset="1" stop-color="#2a0b0f"/>
    </linearGradient>
    <linearGradient id="sweep" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${RED}" stop-opacity="0"/>
      <stop offset=".6" stop-color="${RED}" stop-opacity=".55"/>
      <stop offset="1" stop-color="${RED}" stop-opacity=".85"/>
    </linearGradient>
    <radialGradient id="glow" cx="78%" cy="40%" r="45%">
      <stop offset="0" stop-color="#ffb36b" stop-opacity=".22"/>
      <stop offset=".5" stop-color="${RED}" stop-opacity=".12"/>
      <stop offset="1" stop-color="#000" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1920" height="1080" fill="url(#ground)"/>
  <rect width="1920" height="1080" fill="url(#glow)"/>
  <path d="M760 1080 C1150 860 1460 620 1920 520 L1920 1080 Z" fill="url(#sweep)" opacity=".75"/>
  <path d="M1020 1080 C1320 900 1600 760 1920 700 L1920 1080 Z" fill="${DEEP_RED}" opacity=".9"/>
  <path d="M700 1080 C1120 830 1450 600 1920 480" fill="none" stroke="#ffffff" stroke-opacity=".35" stroke-width="3"/>
  <path d="M900 1080 C1260 870 1540 700 1920 620" fill="none" stroke="#ffffff" stroke-opacity=".12" stroke-width="2"/>
  <g transform="translate(1490 330)" fill="none" stroke="#ffffff" stroke-opacity=".16" stroke-width="5" stroke-linecap="round">
    <path d="M-120 40 C-120 110 120 110 120 40 Z"/>
    <path d="M-150 40 H150"/>
    <path d="M0 -10 C-26 -40 -10 -80 0 -110 C10 -80 26 -40 0 -10 Z" fill="#ffb36b" fill-opacity=".14"/>
    <path d="M-60 120 H60"/>
  </g>
</svg>`;
}

async function writeJpeg(svg: string, width: number, height: number, out: string, grainStrength: number) {
  if (fs.existsSync(out) && !force) {
    console.log(`kept ${path.relative(root, out)} (use --force to replace)`);
    return;
  }
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const base = await sharp(Buffer.from(svg)).resize(width, height).png().toBuffer();
  await sharp(base)
    .composite([await grain(width, height, grainStrength)])
    .jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: "4:2:0" })
    .toFile(out);
  const kb = Math.round(fs.statSync(out).size / 1024);
  console.log(`wrote ${path.relative(root, out)} (${width}×${height}, ${kb} KB)`);
}

async function main() {
  const leaders = fs
    .readdirSync(leadersDir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(fs.readFileSync(path.join(leadersDir, file), "utf8")) as { slug: string; name: string });
  for (const leader of leaders) {
    await writeJpeg(
      portraitSvg(leader.name, 800),
      800,
      800,
      path.join(root, "data/images/leaders", `${leader.slug}.jpg`),
      0.35,
    );
  }
  await writeJpeg(heroSvg(1920, 1080), 1920, 1080, path.join(root, "data/images/home/hero.jpg"), 0.3);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
