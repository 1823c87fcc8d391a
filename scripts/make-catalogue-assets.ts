/**
 * Stand-in images and PDFs for the projects and manifestos, made from data/projects.json and
 * data/manifestos.json until the party supplies real photographs and print files:
 *   data/images/projects/*.jpg     1200×800, party colours, category icon and title
 *   data/images/manifestos/*.jpg   600×850 covers
 *   static/manifestos/*.pdf        A4 booklets with exactly the page count in the data
 * Usage: npx tsx scripts/make-catalogue-assets.ts   (outputs are committed; rerun after editing the data)
 */
import fs from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { isIconName } from "../src/components/ui/iconNames";
import { iconPaths } from "../src/components/ui/iconPaths";
import { manifestoLayout } from "../src/lib/manifestos";

const root = path.resolve(__dirname, "..");
const dataDir = path.join(root, "data");

type Project = { title: string; category: string; year: string; location: string; image?: string };
type Category = { id: string; label: string; icon: string };
type Manifesto = {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  year: string;
  type: string;
  pages: number;
  language: string;
  downloadUrl: string;
  coverImage: string;
  highlights: string[];
  sections: string[];
  preview: { title: string; body: string[] }[];
};

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as T;

const RED = "#b3121f";
const DEEP_RED = "#5c0a10";
const BLACK = "#141010";

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The path data of one icon of the site's set, so images and pages share their symbols. */
function iconPath(name: string): string {
  if (!isIconName(name)) throw new Error(`unknown icon "${name}"`);
  return iconPaths[name];
}

/** Greedy word wrap by an average glyph width; good enough for titles in a known font size. */
function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** Deterministic pseudo-random numbers, so reruns give byte-identical images. */
function rng(seedText: string) {
  let seed = [...seedText].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 2166136261);
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}

/** Film-grain layer: photographs carry fine noise, and so does the weight of their JPEGs. */
function grain(width: number, height: number, seed: string, strength: number) {
  const random = rng(seed);
  const buf = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const v = Math.round(random() * 255);
    buf[i * 4] = v;
    buf[i * 4 + 1] = v;
    buf[i * 4 + 2] = v;
    buf[i * 4 + 3] = strength;
  }
  return { input: buf, raw: { width, height, channels: 4 as const }, blend: "overlay" as const };
}

async function projectImage(project: Project, category: Category, out: string) {
  const width = 1200;
  const height = 800;
  const random = rng(project.title);
  // A few soft rings and diagonal bands, placed differently for each project.
  const rings = Array.from({ length: 4 }, (_, i) => {
    const cx = Math.round(700 + random() * 500);
    const cy = Math.round(random() * height);
    const r = Math.round(120 + random() * 320 + i * 40);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="${(0.05 + random() * 0.07).toFixed(2)}" stroke-width="${Math.round(2 + random() * 30)}"/>`;
  }).join("");
  const bandX = Math.round(200 + random() * 500);
  const titleLines = wrap(project.title, 26).slice(0, 3);
  const titleSvg = titleLines
    .map((l, i) => `<text x="80" y="${470 + i * 64}" class="t">${escapeXml(l)}</text>`)
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${BLACK}"/><stop offset=".55" stop-color="#2a0c0f"/><stop offset="1" stop-color="${DEEP_RED}"/>
    </linearGradient>
    <radialGradient id="glow" cx=".82" cy=".25" r=".6">
      <stop offset="0" stop-color="${RED}" stop-opacity=".85"/><stop offset="1" stop-color="${RED}" stop-opacity="0"/>
    </radialGradient>
    <style>.t{font:700 54px 'Liberation Sans',Arial,sans-serif;fill:#fff}.s{font:600 26px 'Liberation Sans',Arial,sans-serif;fill:#f3d5d7;letter-spacing:3px}</style>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  <path d="M${bandX} 0 L${bandX + 260} 0 L${bandX - 140} ${height} L${bandX - 400} ${height} Z" fill="#ffffff" fill-opacity=".04"/>
  <path d="M${bandX + 330} 0 L${bandX + 360} 0 L${bandX - 40} ${height} L${bandX - 70} ${height} Z" fill="${RED}" fill-opacity=".5"/>
  ${rings}
  <g transform="translate(880 150) scale(9)" fill="none" stroke="#ffffff" stroke-opacity=".9" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"><path d="${iconPath(category.icon)}"/></g>
  <rect x="80" y="330" width="96" height="8" fill="${RED}"/>
  <text x="80" y="395" class="s">${escapeXml(category.label.toUpperCase())} · ${escapeXml(project.year)}</text>
  ${titleSvg}
  <text x="80" y="${height - 70}" class="s">${escapeXml(project.location.toUpperCase())}</text>
</svg>`;
  await sharp(Buffer.from(svg))
    .composite([grain(width, height, project.title, 110)])
    .jpeg({ quality: 85 })
    .toFile(out);
}

async function coverImage(m: Manifesto, out: string) {
  const width = 600;
  const height = 850;
  const titleLines = wrap(m.subtitle, 20).slice(0, 3);
  const subtitleSvg = titleLines
    .map((l, i) => `<text x="48" y="${460 + i * 42}" class="sub">${escapeXml(l)}</text>`)
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${RED}"/><stop offset="1" stop-color="${DEEP_RED}"/>
    </linearGradient>
    <style>
      .brand{font:700 22px 'Liberation Sans',Arial,sans-serif;fill:#fff;letter-spacing:4px}
      .year{font:800 150px 'Liberation Sans',Arial,sans-serif;fill:#fff}
      .kind{font:600 22px 'Liberation Sans',Arial,sans-serif;fill:#f6d9db;letter-spacing:3px}
      .sub{font:700 34px 'Liberation Sans',Arial,sans-serif;fill:#fff}
      .foot{font:600 18px 'Liberation Sans',Arial,sans-serif;fill:#d8d2d2;letter-spacing:2px}
    </style>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <path d="M0 730 L600 620 L600 850 L0 850 Z" fill="${BLACK}"/>
  <path d="M0 720 L600 610 L600 622 L0 732 Z" fill="#ffffff"/>
  <text x="48" y="80" class="brand">QAUMI WATAN PARTY</text>
  <rect x="48" y="100" width="72" height="5" fill="#fff"/>
  <g transform="translate(420 40) scale(5.5)" fill="none" stroke="#ffffff" stroke-opacity=".9" stroke-width="1.3" stroke-linecap="round" stroke-linejoin="round"><path d="${iconPath("lamp")}"/></g>
  <text x="48" y="320" class="year">${escapeXml(m.year)}</text>
  <text x="52" y="370" class="kind">${escapeXml(m.type.toUpperCase())} · MANIFESTO</text>
  ${subtitleSvg}
  <text x="48" y="${height - 48}" class="foot">${escapeXml(`${m.pages} PAGES · ${m.language.toUpperCase()}`)}</text>
</svg>`;
  await sharp(Buffer.from(svg))
    .composite([grain(width, height, m.id, 50)])
    .jpeg({ quality: 85 })
    .toFile(out);
}

type Site = { name: string; address: string; email: string; phone: string };

/** The booklet: cover, contents, highlights, sections (per the shared page plan), notes, back cover. */
function manifestoPdf(m: Manifesto, site: Site, out: string): Promise<number> {
  const plan = manifestoLayout(m.pages, m.sections);
  const doc = new PDFDocument({
    size: "A4",
    margin: 64,
    autoFirstPage: false,
    bufferPages: true,
    info: {
      Title: `${m.title}: ${m.subtitle}`,
      Author: site.name,
      Subject: `${m.type} ${m.year}`,
      Keywords: "Qaumi Watan Party, QWP, manifesto",
    },
  });
  const done = new Promise<number>((resolve, reject) => {
    const stream = fs.createWriteStream(out);
    stream.on("finish", () => resolve(pageCount));
    stream.on("error", reject);
    doc.pipe(stream);
  });
  let pageCount = 0;
  const W = 595.28;
  const H = 841.89;
  const newPage = () => {
    doc.addPage();
    pageCount += 1;
  };
  const heading = (text: string, size = 26) =>
    doc.font("Helvetica-Bold").fontSize(size).fillColor(BLACK).text(text, { lineGap: 4 });
  const rule = () => {
    doc.moveDown(0.4);
    doc.rect(doc.page.margins.left, doc.y, 56, 4).fill(RED);
    doc.moveDown(1.2);
  };
  const body = (text: string) =>
    doc.font("Helvetica").fontSize(12).fillColor("#222222").text(text, { lineGap: 5, paragraphGap: 12, align: "left" });
  const previews = new Map(m.preview.map((p) => [p.title, p.body]));
  const sectionText = (section: string) =>
    previews.get(section) ?? [
      `This chapter of ${m.title} sets out the party's commitments on ${section.toLowerCase()}.`,
      `It follows the principles in the Preamble: peace, provincial autonomy under the Constitution, and public services that reach every district of Khyber Pakhtunkhwa.`,
      `The printed edition is available from the party's Central Secretariat in Peshawar.`,
    ];

  // Cover
  newPage();
  doc.rect(0, 0, W, H).fill(RED);
  doc.polygon([0, H * 0.74], [W, H * 0.6], [W, H], [0, H]).fill(BLACK);
  doc.font("Helvetica-Bold").fontSize(14).fillColor("#ffffff").text("QAUMI WATAN PARTY", 64, 72, { characterSpacing: 3 });
  doc.font("Helvetica-Bold").fontSize(110).text(m.year, 60, 250);
  doc.font("Helvetica-Bold").fontSize(28).text(m.title, 64, 390, { width: W - 128 });
  doc.font("Helvetica").fontSize(18).text(m.subtitle, { width: W - 128 });
  doc.page.margins.bottom = 0;
  doc.font("Helvetica").fontSize(12).fillColor("#dddddd").text(`${m.type} · ${m.language}`, 64, H - 110);

  // Contents
  newPage();
  heading("Contents");
  rule();
  const contents: [string, string][] = [
    ["At a glance", "3"],
    ...plan.sections.map((s): [string, string] => [s.title, String(s.firstPage)]),
    ...(plan.notesPages ? [["Notes", String(plan.sections.at(-1)!.lastPage + 1)] as [string, string]] : []),
  ];
  contents.forEach(([title, page], i) => {
    const y = doc.y;
    doc.font("Helvetica").fontSize(12).fillColor("#222222").text(`${i === 0 ? "" : `${i}.  `}${title}`, 64, y, { width: 380 });
    doc.text(page, W - 64 - 60, y, { width: 60, align: "right" });
    doc.moveDown(0.55);
  });

  // Highlights
  newPage();
  heading("At a glance");
  rule();
  body(m.description);
  doc.moveDown(0.5);
  m.highlights.forEach((h) => {
    doc.font("Helvetica-Bold").fontSize(12).fillColor(RED).text("—  ", { continued: true });
    doc.font("Helvetica").fillColor("#222222").text(h, { lineGap: 4, paragraphGap: 8 });
  });

  // Sections
  plan.sections.forEach((s, i) => {
    const text = sectionText(s.title);
    const twoPages = s.lastPage > s.firstPage;
    newPage();
    if (twoPages) {
      doc.rect(0, 0, W, H).fill(BLACK);
      doc.font("Helvetica-Bold").fontSize(96).fillColor(RED).text(String(i + 1).padStart(2, "0"), 64, 220);
      doc.font("Helvetica-Bold").fontSize(34).fillColor("#ffffff").text(s.title, 64, 360, { width: W - 128 });
      doc.page.margins.bottom = 0;
      doc.font("Helvetica").fontSize(13).fillColor("#cccccc").text(`${m.title} · ${m.subtitle}`, 64, H - 110);
      newPage();
    } else {
      doc.font("Helvetica-Bold").fontSize(13).fillColor(RED).text(`Chapter ${i + 1}`);
    }
    heading(s.title);
    rule();
    text.forEach(body);
  });

  // Notes
  for (let n = 0; n < plan.notesPages; n++) {
    newPage();
    heading("Notes", 20);
    for (let y = 150; y < H - 90; y += 30) {
      doc.moveTo(64, y).lineTo(W - 64, y).lineWidth(0.5).strokeColor("#bbbbbb").stroke();
    }
  }

  // Back cover
  newPage();
  doc.rect(0, 0, W, H).fill(BLACK);
  doc.font("Helvetica-Bold").fontSize(22).fillColor("#ffffff").text(site.name, 64, H - 260);
  doc.rect(64, H - 225, 56, 4).fill(RED);
  doc.font("Helvetica").fontSize(11).fillColor("#dddddd").text(site.address, 64, H - 205, { width: W - 128 });
  doc.text(`${site.email} · ${site.phone}`);

  // Page numbers on every inner page.
  const range = doc.bufferedPageRange();
  for (let p = 1; p < range.count - 1; p++) {
    doc.switchToPage(p);
    const dark = plan.sections.some((s) => s.lastPage > s.firstPage && s.firstPage === p + 1);
    doc.font("Helvetica").fontSize(9).fillColor(dark ? "#999999" : "#666666");
    // Writing inside the bottom margin would make PDFKit start a new page.
    doc.page.margins.bottom = 0;
    doc.text(`${m.title}  ·  ${p + 1}`, 64, H - 44, { width: W - 128, align: "right", lineBreak: false });
  }
  if (range.count !== m.pages)
    throw new Error(`${m.id}: the PDF has ${range.count} pages, the data says ${m.pages}`);
  doc.end();
  return done;
}

async function main() {
  const { projects, categories } = readJson<{ projects: Project[]; categories: Category[] }>("projects.json");
  const { manifestos } = readJson<{ manifestos: Manifesto[] }>("manifestos.json");
  const site = readJson<Site>("site.json");

  for (const dir of ["images/projects", "images/manifestos"]) fs.mkdirSync(path.join(dataDir, dir), { recursive: true });
  fs.mkdirSync(path.join(root, "static/manifestos"), { recursive: true });

  for (const project of projects) {
    if (!project.image) continue;
    const category = categories.find((c) => c.id === project.category);
    if (!category) throw new Error(`${project.title}: unknown category "${project.category}"`);
    const out = path.join(dataDir, project.image);
    await projectImage(project, category, out);
    console.log(`${path.relative(root, out)}  ${(fs.statSync(out).size / 1024).toFixed(0)} KB`);
  }
  for (const m of manifestos) {
    const cover = path.join(dataDir, m.coverImage);
    await coverImage(m, cover);
    console.log(`${path.relative(root, cover)}  ${(fs.statSync(cover).size / 1024).toFixed(0)} KB`);
    const pdf = path.join(root, "static", m.downloadUrl);
    const pages = await manifestoPdf(m, site, pdf);
    console.log(`${path.relative(root, pdf)}  ${pages} pages  ${(fs.statSync(pdf).size / 1024).toFixed(0)} KB`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
