/** @jest-environment node */
import { JSDOM } from "jsdom";
import { createTestApp } from "../../test-support/server";
import { makeNews } from "../../test-support/fixtures/content";
import { PAYLOADS, dangerousMarkup } from "../../test-support/xssCorpus";

type Server = Awaited<ReturnType<typeof createTestApp>>;
let server: Server;

beforeAll(async () => {
  server = await createTestApp({ withSite: true });
  const [base] = makeNews(1);
  server.news.insert([
    { ...base, id: "p00000000000000000000001", slug: "royalty-statement", title: "Statement on hydel royalty", excerpt: "The province's hydel profits.", content: "<p>Paid in full.</p>" },
    ...PAYLOADS.map((payload, index) => ({ ...base, id: `x${String(index).padStart(23, "0")}`, slug: `corpus-${index}`, title: `Corpus ${index} xsscorpus`, excerpt: "", content: `<p>xsscorpus ${payload}</p>` })),
    // The same markup as text: in a title, and written with entities in the body (so the snippet's text holds it).
    ...PAYLOADS.map((payload, index) => ({ ...base, id: `t${String(index).padStart(23, "0")}`, slug: `text-${index}`, title: `${payload} xsscorpus`, excerpt: "", content: `<p>xsscorpus ${payload.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</p>` })),
  ]);
});
afterAll(() => server.close());

/** What could run in the page's <main>, but the search form itself (a form, its field and its button are the page's own). */
const dangerousInMain = (document: Document) =>
  dangerousMarkup(document.querySelector("main")!).filter((found) => !["<form>", "<input>", "<button>"].includes(found));

const page = async (url: string) => {
  const response = await server.request(url);
  expect(response.statusCode).toBe(200);
  return new JSDOM(response.body).window.document;
};

describe("the search page as the server answers it (before and without scripts)", () => {
  it("paints the results, their marks, the count for screen readers and the query in the field", async () => {
    const document = await page("/search?q=hydel+royalt");
    const main = document.querySelector("main")!;
    expect((main.querySelector("input[name=q]") as HTMLInputElement).value).toBe("hydel royalt");
    expect(main.querySelector("form")!.getAttribute("action")).toBe("/search");
    expect(main.querySelector("[role=status]")!.textContent).toMatch(/^\d+ results? for “hydel royalt”$/);
    const first = main.querySelector("ol > li")!;
    expect(first.querySelector("h2 a")!.getAttribute("href")).toBe("/news/royalty-statement");
    expect([...first.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["hydel", "royalty", "hydel"]);
    expect(first.querySelector("time")!.getAttribute("datetime")).toBe(makeNews(1)[0].publishedAt);
    // The data the page's first render hydrates from, for this query and page.
    const data = document.getElementById("qwp-data-search-page")!;
    expect([data.dataset.q, data.dataset.page]).toEqual(["hydel royalt", "1"]);
    expect(JSON.parse(data.textContent!).results[0].url).toBe("/news/royalty-statement");
  });

  it("marks English results in the Urdu edition, and suggests what to try when nothing is found", async () => {
    const urdu = await page("/ur/search?q=royalty");
    const link = urdu.querySelector("main ol > li h2 a")!;
    expect([link.getAttribute("href"), link.getAttribute("lang"), link.getAttribute("dir")]).toEqual(["/ur/news/royalty-statement", "en", "ltr"]);
    expect(urdu.querySelector("main form")!.getAttribute("action")).toBe("/ur/search");

    const none = await page("/search?q=zzqqxx");
    expect(none.querySelector("main [role=status]")!.textContent).toBe("No results for “zzqqxx”");
    expect(none.querySelectorAll("main ul li").length).toBeGreaterThan(1);
    expect(none.getElementById("qwp-data-search-page")).not.toBeNull();
  });

  it("offers the site's own words for a typo, as a plain link, in every edition", async () => {
    for (const [url, suggestion, href] of [
      ["/search?q=manifsto", "Manifesto", "/search?q=Manifesto"],
      ["/search?q=Sherpau", "Sherpao", "/search?q=Sherpao"],
      ["/ur/search?q=%D8%A7%D9%86%D8%AA%D8%AE%D8%A7%D8%A8%DB%8C+%D9%86%D8%B4%D9%86", "انتخابی نشان", `/ur/search?q=${encodeURIComponent("انتخابی نشان")}`],
      ["/ur/search?q=manifsto", "Manifesto", "/ur/search?q=Manifesto"],
    ] as const) {
      const main = (await page(url)).querySelector("main")!;
      const link = [...main.querySelectorAll("a")].find((a) => a.textContent === suggestion);
      expect([url, link?.getAttribute("href")]).toEqual([url, href]);
    }
    // Nothing near enough: no suggestion.
    expect((await page("/search?q=qqqxxzzv")).querySelector("main")!.textContent).not.toMatch(/Did you mean/);
  });

  it("never lets an article's or a query's markup become markup in the page", async () => {
    for (let number = 1; number <= Math.ceil((2 * PAYLOADS.length) / 10); number += 1) {
      const document = await page(`/search?q=xsscorpus&page=${number}`);
      expect(document.querySelectorAll("main ol > li").length).toBeGreaterThan(0);
      expect(document.querySelectorAll("main form, main input, main button")).toHaveLength(3);
      expect(dangerousInMain(document)).toEqual([]);
    }
    const hostile = '"><script>window.__xss=1</script><img src=x onerror=alert(1)>';
    const document = await page(`/search?q=${encodeURIComponent(hostile)}`);
    expect(dangerousInMain(document)).toEqual([]);
    expect((document.querySelector("main input[name=q]") as HTMLInputElement).value).toBe(hostile);
    expect(document.getElementById("qwp-data-search-page")!.dataset.q).toBe(hostile);
  });

  it("answers the page as built when there is no query", async () => {
    const document = await page("/search");
    expect(document.getElementById("qwp-data-search-page")).toBeNull();
    expect(document.querySelector("main h1")!.textContent).toBe("Search");
  });
});
