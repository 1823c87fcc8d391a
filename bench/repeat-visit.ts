/**
 * `npm run bench:repeat-visit`: the bytes a visitor's phone downloads on a first visit to a route and on
 * the next visit to it, with the site's service worker (Debian chromium, workers allowed, a new browser
 * context per route). Bytes are the encoded bodies that came over the network, from the page or from
 * the worker (its precache counts in the first visit); what the worker answered from its caches counts
 * 0. Split into code (scripts, styles, faces) and the rest (HTML, data, pictures).
 * Options: --routes=/a,/b (default: Home, an English and an Urdu article, /ur/news, /contact),
 * --public-dir=PATH. Env: BENCH_PORT (8124), CHROME_PATH. It measures and prints; it never fails on a figure.
 */
import { chromium, type BrowserContext, type Page, type Request } from "@playwright/test";
import { benchArgs, startServer, waitForServer } from "./lib";

const { flag, publicDir: PUBLIC_DIR } = benchArgs();
const PORT = Number(process.env.BENCH_PORT ?? 8124);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CODE = /\.(?:js|css|woff2?)$/;

type Bytes = { code: number; other: number };

async function load(context: BrowserContext, page: Page, url: string): Promise<Bytes> {
  const bytes: Bytes = { code: 0, other: 0 };
  const pending: Promise<void>[] = [];
  const onFinished = (request: Request) =>
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response || (response.fromServiceWorker() && !request.serviceWorker())) return;
        const size = Math.max(0, (await request.sizes()).responseBodySize);
        bytes[CODE.test(new URL(request.url()).pathname) ? "code" : "other"] += size;
      })(),
    );
  context.on("requestfinished", onFinished);
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached", timeout: 60_000 });
  // The worker registers after the first paint and fills its precache; wait for it to answer the page.
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  context.off("requestfinished", onFinished);
  await Promise.all(pending);
  return bytes;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const { server, stop } = startServer(PORT, PUBLIC_DIR);
  try {
    await waitForServer(server, `${ORIGIN}/`);
    const latest = (await (await fetch(`${ORIGIN}/api/news?page=1`)).json()) as { news?: { slug: string }[] };
    const slug = latest.news?.[0]?.slug ?? "";
    const routes = (flag("routes") ?? `/,/news/${slug},/ur/news/${slug},/ur/news,/contact`).split(",");
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
    console.log("route | first visit: code | first visit: other | repeat visit: code | repeat visit: other");
    for (const route of routes) {
      const context = await browser.newContext({ serviceWorkers: "allow" });
      const page = await context.newPage();
      const first = await load(context, page, ORIGIN + route);
      const repeat = await load(context, page, ORIGIN + route);
      console.log(`${route} | ${kb(first.code)} | ${kb(first.other)} | ${kb(repeat.code)} | ${kb(repeat.other)}`);
      await context.close();
    }
    await browser.close();
  } finally {
    stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
