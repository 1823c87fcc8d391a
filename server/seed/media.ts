/**
 * Placeholder images for the demonstration content, drawn locally (the machine that runs the
 * site may have no internet): a gradient in the item's colours with its title, as JPEG so that
 * WhatsApp and Facebook accept it as a share-card image.
 */
import fs from "node:fs";
import path from "node:path";

export const NEWS_IMAGE = { width: 1200, height: 630 } as const;
export const VIDEO_THUMB = { width: 480, height: 360 } as const;
export const AUTHOR_IMAGE = { width: 160, height: 160 } as const;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1].replace(/\W*\w*$/, "")}…`;
  }
  return lines;
}

function cardSvg(
  size: { width: number; height: number },
  title: string,
  [from, to]: [string, string],
  label: string,
) {
  const { width, height } = size;
  const fontSize = Math.round(width / 20);
  const lines = wrap(title, Math.floor((width * 0.84) / (fontSize * 0.55)), 4);
  const top = height / 2 - ((lines.length - 1) * fontSize * 1.25) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${width * 0.08}" y="${top + i * fontSize * 1.25}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${fontSize}" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<rect x="0" y="${height - height * 0.02}" width="${width}" height="${height * 0.02}" fill="#ffffff" opacity="0.35"/>
${text}
<text x="${width * 0.08}" y="${height * 0.9}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(fontSize * 0.5)}" fill="#ffffff" opacity="0.8">${escapeXml(label)}</text>
</svg>`;
}

/** The placeholder as JPEG bytes. */
export async function renderPlaceholder(
  size: { width: number; height: number },
  title: string,
  palette: [string, string],
  label = "Qaumi Watan Party · demonstration image",
): Promise<Buffer> {
  // Loaded lazily: only seeding needs it, and a missing sharp must not stop the API.
  const { default: sharp } = await import("sharp");
  return sharp(Buffer.from(cardSvg(size, title, palette, label))).jpeg({ quality: 72, mozjpeg: true }).toBuffer();
}

/** Writes `file` (JPEG) unless it exists. */
export async function drawPlaceholder(
  file: string,
  size: { width: number; height: number },
  title: string,
  palette: [string, string],
  label = "Qaumi Watan Party · demonstration image",
): Promise<void> {
  if (fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, await renderPlaceholder(size, title, palette, label));
  fs.renameSync(tmp, file);
}
