import sharp from "sharp";
const [name, top = "0", h = "900"] = process.argv.slice(2);
const d = "/tmp/shots-refactor";
const crop = async (w) => { const m = await sharp(`${d}/${w}/${name}`).metadata(); const height = Math.min(+h, m.height - +top); return sharp(`${d}/${w}/${name}`).extract({ left: 0, top: +top, width: m.width, height }).toBuffer({ resolveWithObject: true }); };
const a = await crop("before"), b = await crop("after");
const W = a.info.width;
await sharp({ create: { width: W * 2 + 20, height: Math.max(a.info.height, b.info.height), channels: 3, background: "#ff00ff" } })
  .composite([{ input: a.data, left: 0, top: 0 }, { input: b.data, left: W + 20, top: 0 }]).png().toFile(`/tmp/shots-refactor/sbs-${name}`);
