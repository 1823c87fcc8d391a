/** @jest-environment node */
import { NOT_SIGNED_IN, WRONG_ROLE } from "../../server/staff/messages";
import { DUPLICATE_STORE_SLUG } from "../../server/store/storeAdminRoutes";
import { seedDatabase } from "../../server/seed/seed";
import { createStaffAccount, createTestApp, signIn } from "../../test-support/server";
import { makeNews } from "../../test-support/fixtures/content";

// Setup hashes staff passwords with Argon2id (19 MiB, 2 passes) and starts a server: seconds on a
// busy 2-core CI machine, more than Jest's 5 s default for a hook.
jest.setTimeout(60_000);

type Server = Awaited<ReturnType<typeof createTestApp>>;
let server: Server;
let editor = "";
let office = "";
const PASSWORD = "river basalt tomato parade";

beforeAll(async () => {
  server = await createTestApp({ env: { SEED_DEMO_CONTENT: "false" } });
  const base = `http://127.0.0.1:${server.port}`;
  await createStaffAccount(server.db, { email: "editor@qwp.example", name: "Editor", role: "editor", password: PASSWORD });
  await createStaffAccount(server.db, { email: "office@qwp.example", name: "Office", role: "office", password: PASSWORD });
  editor = await signIn(base, "editor@qwp.example", PASSWORD);
  office = await signIn(base, "office@qwp.example", PASSWORD);
}, 60_000);
afterAll(() => server.close());

const call = (method: string, url: string, json?: unknown, cookie = editor) =>
  server.request(url, { method, json, headers: { ...(cookie ? { cookie } : {}), origin: `http://127.0.0.1:${server.port}` } });
const publicList = async (kind: "services" | "products") => (await call("POST", `/api/${kind}`, undefined, "")).json().data;

it("answers 401 to anonymous people and 403 to the office role", async () => {
  for (const [method, url] of [["GET", "/api/admin/services"], ["POST", "/api/admin/products"], ["PATCH", "/api/admin/services/1"], ["DELETE", "/api/admin/products/1"]]) {
    const anonymous = await call(method, url, {}, "");
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { message: NOT_SIGNED_IN }]);
    const wrongRole = await call(method, url, {}, office);
    expect([wrongRole.statusCode, wrongRole.json()]).toEqual([403, { message: WRONG_ROLE }]);
  }
});

it("creates, edits and deletes a service, which the public list shows at once", async () => {
  const created = await call("POST", "/api/admin/services", { title: "Women's legal clinic", description: "Free advice on Thursdays.", icon: "scale" });
  expect(created.statusCode).toBe(201);
  const service = created.json();
  expect(service).toMatchObject({ slug: "women-s-legal-clinic", title: "Women's legal clinic", icon: "scale", sortOrder: 0 });
  expect((await publicList("services")).map((s: { title: string }) => s.title)).toContain("Women's legal clinic");

  const edited = await call("PATCH", `/api/admin/services/${service.id}`, { description: "Free advice every Thursday." });
  expect([edited.statusCode, edited.json().description]).toEqual([200, "Free advice every Thursday."]);
  expect((await publicList("services")).find((s: { slug: string }) => s.slug === "women-s-legal-clinic").description).toBe("Free advice every Thursday.");

  expect((await call("DELETE", `/api/admin/services/${service.id}`)).statusCode).toBe(204);
  expect((await publicList("services")).map((s: { slug: string }) => s.slug)).not.toContain("women-s-legal-clinic");
  expect((await call("DELETE", `/api/admin/services/${service.id}`)).statusCode).toBe(404);
  const actions = server.db.prepare("SELECT action FROM audit_log WHERE action LIKE 'store.%' ORDER BY id").pluck().all();
  expect(actions).toEqual(["store.service.create", "store.service.edit", "store.service.delete"]);
});

it("creates and edits a product with a price; invalid fields → 400 with messages; a duplicate address → 409", async () => {
  const created = await call("POST", "/api/admin/products", { name: "Party flag", description: "Cotton, 3 × 5 ft.", pricePkr: 1200 });
  expect(created.statusCode).toBe(201);
  expect((await publicList("products")).find((p: { slug: string }) => p.slug === "party-flag")).toMatchObject({ price: 1200, currency: "PKR" });

  const invalid = await call("POST", "/api/admin/products", { name: "", description: "", pricePkr: -5 });
  expect(invalid.statusCode).toBe(400);
  expect(invalid.json().errors).toEqual({ name: "Name is required", description: "Description is required", pricePkr: "The price cannot be negative" });

  const duplicate = await call("POST", "/api/admin/products", { name: "Party flag", description: "Another." });
  expect([duplicate.statusCode, duplicate.json()]).toEqual([409, { message: DUPLICATE_STORE_SLUG, errors: { slug: DUPLICATE_STORE_SLUG } }]);

  const repriced = await call("PATCH", `/api/admin/products/${created.json().id}`, { pricePkr: null });
  expect([repriced.statusCode, repriced.json().pricePkr]).toEqual([200, null]);
});

it("lets the seeded entries be edited like any other", async () => {
  // Only the store is seeded here: with news present, seeding leaves news (and its photo pipeline) alone.
  server.news.insert(makeNews(1));
  await seedDatabase(server.db, server.config.mediaDir);
  const [first] = (await call("GET", "/api/admin/services")).json().services;
  expect((await call("PATCH", `/api/admin/services/${first.id}`, { title: "Renamed service" })).statusCode).toBe(200);
  expect((await publicList("services"))[0].title).toBe("Renamed service");
}, 60_000);
