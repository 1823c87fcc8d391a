/**
 * WCAG 1.4.10 Reflow / 1.4.4 Resize text: at 320 CSS px wide (a 640 px window at 200% zoom, or 1280 px at
 * 400%) no page scrolls sideways and zoom is never disabled. WCAG 2.3.3 / prefers-reduced-motion: with the
 * preference set, nothing animates or transitions for longer than a frame.
 * Viewports are set here, so these run once (in the "mobile" project), one page load per route: the
 * 320 px check first, then the reduced-motion preference and a 375 px window on the same page. The
 * site's reduced-motion rule is CSS (globalCss.ts), which applies the moment the preference changes,
 * and no breakpoint lies between 320 and 375 px.
 */
import { expect, test } from "../test-support/e2e/workerContext";
import { ONLY_IN } from "../test-support/e2e/projects";
import { pageRoutes } from "../scripts/lib/routes";
import { gotoOk, presetTheme, settle, hydrated } from "../test-support/e2e/browser";

test.describe.configure({ mode: "parallel" });
// deviceScaleFactor 2 with a 320 px CSS viewport renders what a 640 px window at 200% zoom shows. The
// routes share their worker's context (test-support/e2e/workerContext.ts), each on a page of its own.
test.use({ workerContextOptions: { viewport: { width: 320, height: 568 }, deviceScaleFactor: 2 } });
// Viewports are fixed by these tests: they run once, in the mobile project.

for (const route of pageRoutes()) {
  test(`200% zoom reflows without horizontal scrolling, and prefers-reduced-motion stops animations: ${route}`, { tag: ONLY_IN.mobile }, async ({ workerPage: page }) => {
    await presetTheme(page, "light");
    await gotoOk(page, route);
    await hydrated(page);
    await settle(page);

    const viewport = await page.locator('meta[name="viewport"]').getAttribute("content");
    expect(viewport ?? "", "the viewport meta never disables zoom").not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0*)?\b/);

    const overflow = await page.evaluate(() => {
      const scroller = document.scrollingElement ?? document.documentElement;
      const width = window.innerWidth;
      // Name the widest offenders (outside their own horizontal scroll boxes, e.g. a table wrapper).
      const offenders: string[] = [];
      for (const el of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
        const rect = el.getBoundingClientRect();
        // Content spilling out of its box (e.g. nowrap text) widens the page without widening the box.
        const spill = getComputedStyle(el).overflowX === "visible" ? el.scrollWidth - el.clientWidth : 0;
        const right = Math.max(rect.right, rect.left + el.clientWidth + spill);
        if (right <= width + 1 || rect.width === 0) continue;
        let clipped = false;
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const ox = getComputedStyle(p).overflowX;
          if (ox === "auto" || ox === "scroll" || ox === "hidden" || ox === "clip") {
            clipped = p.getBoundingClientRect().right <= width + 1;
            break;
          }
        }
        if (clipped) continue;
        // Hidden boxes still take part in layout and widen the page, so they are named too.
        const hidden = getComputedStyle(el).visibility === "hidden" ? " (visibility:hidden)" : "";
        const id = el.id ? `#${el.id}` : "";
        const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).join(".")}` : "";
        offenders.push(`${el.tagName.toLowerCase()}${id}${cls} right=${Math.round(right)}px${hidden} "${(el.textContent ?? "").trim().slice(0, 40)}"`);
      }
      return { scrollWidth: scroller.scrollWidth, width, offenders: offenders.slice(0, 8) };
    });
    expect(
      overflow.scrollWidth,
      `${route} scrolls sideways at 320 CSS px (scrollWidth ${overflow.scrollWidth} > ${overflow.width}). Widest elements:\n  ${overflow.offenders.join("\n  ")}`,
    ).toBeLessThanOrEqual(overflow.width);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 375, height: 812 });
    // Waited out, not finished: finishing would end the very animations this check looks for.
    await settle(page, { finish: false });

    const motion = await page.evaluate(() => {
      const seconds = (list: string) =>
        Math.max(0, ...list.split(",").map((v) => (v.trim().endsWith("ms") ? parseFloat(v) / 1000 : parseFloat(v))));
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : ""}`;
      const running = document
        .getAnimations()
        .filter((a) => a.playState === "running" && Number(a.effect?.getComputedTiming().duration ?? 0) > 10)
        .map((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target;
          return `${a.constructor.name} on ${target ? name(target) : "?"} (${a.effect?.getComputedTiming().duration} ms)`;
        });
      const slow: string[] = [];
      for (const el of Array.from(document.querySelectorAll("*"))) {
        const style = getComputedStyle(el);
        const transition = seconds(style.transitionDuration);
        const animation = style.animationName !== "none" ? seconds(style.animationDuration) : 0;
        if (transition > 0.01 || animation > 0.01) slow.push(`${name(el)} transition ${style.transitionDuration}, animation ${style.animationName} ${style.animationDuration}`);
      }
      return {
        running,
        slow: slow.slice(0, 10),
        scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior,
      };
    });
    expect(motion.running, `animations still running on ${route} with reduced motion`).toEqual([]);
    expect(motion.slow, `elements with transitions/animations longer than 10 ms on ${route} with reduced motion`).toEqual([]);
    expect(motion.scrollBehavior, "smooth scrolling is off with reduced motion").toBe("auto");
  });
}
