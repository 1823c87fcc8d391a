/**
 * `npm run screenshots -- BASE_URL PATH...`: screenshots of built pages as a visitor sees them,
 * at 375 and 1440 px, light and dark, to compare a change before and after by eye.
 * Example: npm run screenshots -- http://127.0.0.1:9000 / /about/about
 * Writes PNGs to screenshots/ (ignored by git), or to OUT_DIR; FULL=1 takes whole pages.
 */
import { chromium } from "@playwright/test";
import fs from "node:fs";

async function main() {
  const [base, ...paths] = process.argv.slice(2);
  if (!base || paths.length === 0) throw new Error("usage: tsx scripts/screenshot.ts BASE_URL PATH...");
  const out = process.env.OUT_DIR || "screenshots";
  fs.mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  for (const width of [375, 1440]) {
    for (const scheme of ["light", "dark"] as const) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
      const page = await context.newPage();
      for (const p of paths) {
        await page.goto(base + p, { waitUntil: "networkidle" });
        if (process.env.FULL === "1") {
          // Scroll through once so lazy images load, as they would for a visitor reading down the page.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += 600) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 60));
            }
            window.scrollTo(0, 0);
          });
          await page.waitForLoadState("networkidle");
        }
        const name = `${(p.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home")}-${width}-${scheme}.png`;
        await page.screenshot({ path: `${out}/${name}`, fullPage: process.env.FULL === "1" });
        console.log(`${out}/${name}`);
      }
      await context.close();
    }
  }
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
