import { chromium } from "@playwright/test";
import { startEventsServer } from "../test-support/e2e/eventsServer";

(async () => {
  process.env.E2E_PORT = "8500";
  const server = await startEventsServer(0, { portOffset: 40 });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  try {
    for (const width of [375, 1440]) {
      for (const theme of ["light", "dark"] as const) {
        const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 }, colorScheme: theme });
        const page = await context.newPage();
        await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
        for (const [name, path] of [["list-en", "/events"], ["list-ur", "/ur/events"], ["event-en", "/events/charsadda-jalsa"], ["event-ur", "/ur/events/peshawar-convention"]]) {
          await page.goto(server.baseURL + path);
          await page.waitForTimeout(2500);
          await page.screenshot({ path: `/tmp/evp/shots/${name}-${width}-${theme}.png`, fullPage: true });
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
})();
