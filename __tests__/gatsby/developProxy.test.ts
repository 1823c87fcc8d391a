/**
 * @jest-environment node
 *
 * The development server's proxy (gatsby/developProxy.ts) in front of the real API server, as
 * `npm run develop` runs them: the API's SITE_URL is the development server's origin. Form posts
 * keep their bodies, the staff console's sign-in, cookie and writes work from that origin and from
 * no other, pages stay with Gatsby, and a stopped API server gets a message that says so.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { developApiProxy, isApiServerPath } from "../../gatsby/developProxy";
import { VALID_CONTACT } from "../../test-support/fixtures/content";
import { createStaffAccount, createTestApp, httpRequest, sessionCookieOf } from "../../test-support/server";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Stands in for Gatsby's development server: the proxy first, then "Gatsby" for everything else. */
async function startFront(target: () => string) {
  const server = http.createServer((request, response) => {
    developApiProxy(target())(request, response, () => {
      response.writeHead(200, { "Content-Type": "text/plain" });
      response.end("gatsby page");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { port, origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

let front: Awaited<ReturnType<typeof startFront>>;
let api: TestApp;

beforeAll(async () => {
  front = await startFront(() => api.baseUrl);
  api = await createTestApp({ env: { SITE_URL: front.origin } });
});

afterAll(async () => {
  await front.close();
  await api.close();
});

test("only the API, the media library, the RSS feeds and the calendar files go to the API server", () => {
  for (const pathname of ["/api", "/api/news", "/api/admin/session", "/media/news/a.jpg", "/news/rss.xml", "/ur/news/rss.xml", "/ps/news/rss.xml", "/events/rss.xml", "/ur/events/rss.xml", "/events.ics", "/events/jalsa.ics", "/events/wing/youth-wing.ics"]) {
    expect(isApiServerPath(pathname)).toBe(true);
  }
  for (const pathname of ["/", "/news", "/news/some-article", "/apiary", "/media", "/admin", "/___graphql", "/page-data/news/page-data.json", "/ur/news", "/fr/news/rss.xml", "/events", "/ur/events/jalsa", "/events/jalsa.ics.html"]) {
    expect(isApiServerPath(pathname)).toBe(false);
  }
});

test("a contact form's POST arrives whole and its answer comes back", async () => {
  const altcha = await api.botCheck();
  const response = await httpRequest(front.port, "/api/contacts", { method: "POST", json: { ...VALID_CONTACT, altcha } });
  expect(response.statusCode).toBe(201);
  expect(response.json().message).toMatch(/sent/i);
  expect(api.submissions.contacts().map((row: { subject: string }) => row.subject)).toContain(VALID_CONTACT.subject);
});

test("pages, media and the feed: Gatsby keeps its pages, the API server answers the rest", async () => {
  expect((await httpRequest(front.port, "/news")).body).toBe("gatsby page");
  const feed = await httpRequest(front.port, "/news/rss.xml");
  expect(feed.headers["content-type"]).toMatch(/rss\+xml/);
  expect((await httpRequest(front.port, "/media/news/a.jpg")).body).toBe("jpeg bytes");
});

test("the staff console signs in and writes from the development server's origin, and from no other", async () => {
  await createStaffAccount(api.db, { email: "dev@qwp.example", name: "Dev Admin", role: "admin", password: "develop lantern orchard quietly" });
  const signIn = (origin: string) =>
    httpRequest(front.port, "/api/admin/session", {
      method: "POST",
      json: { email: "dev@qwp.example", password: "develop lantern orchard quietly" },
      headers: { origin },
    });

  expect((await signIn("https://evil.example")).statusCode).toBe(403);
  const signedIn = await signIn(front.origin);
  expect(signedIn.statusCode).toBe(200);
  const cookie = sessionCookieOf(signedIn);
  const session = await httpRequest(front.port, "/api/admin/session", { headers: { cookie } });
  expect(session.json().user).toMatchObject({ email: "dev@qwp.example", role: "admin" });

  const signOut = await httpRequest(front.port, "/api/admin/session", { method: "DELETE", headers: { cookie, origin: front.origin } });
  expect(signOut.statusCode).toBe(204);
});

test("a stopped API server: the page gets a 502 whose message says what to do", async () => {
  const stopped = await startFront(() => "http://127.0.0.1:9");
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    const response = await httpRequest(stopped.port, "/api/news");
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(/development API server at http:\/\/127\.0\.0\.1:9 is not answering.*npm run develop/);
    // The developer sees it in the terminal too.
    expect(logged).toHaveBeenCalledWith(response.json().message);
  } finally {
    logged.mockRestore();
    await stopped.close();
  }
});
