/** @jest-environment node */
import { AUDIT_PAGE_SIZE } from "../../server/staff/auditLog";
import { LAST_ADMIN, NOT_SIGNED_IN, STAFF_NOT_FOUND, WRONG_ROLE } from "../../server/staff/messages";
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT, passwordProblem } from "../../server/staff/passwords";
import { createStaffRepository } from "../../server/staff/staffAccounts";
import { STAFF_NAME_HIDDEN_RULE, STAFF_NAME_RULE } from "../../contract/validation/staffName";
import { signIn } from "../../test-support/server";
import { PASSWORDS, auditActions, startAdminServer, type AdminServer } from "../../test-support/admin";
import { PRIVATE } from "../../server/site/headers";

// Setup hashes staff passwords with Argon2id (19 MiB, 2 passes) and starts a server: seconds on a
// busy 2-core CI machine, more than Jest's 5 s default for a hook.
jest.setTimeout(60_000);

let server: AdminServer;
let admin: string;
let editor: string;
let office: string;
let ids: Record<"admin" | "editor" | "office", number>;

beforeAll(async () => {
  server = await startAdminServer();
  ids = {
    admin: (await server.addStaff("admin")).id,
    editor: (await server.addStaff("editor")).id,
    office: (await server.addStaff("office")).id,
  };
  admin = await signIn(server.baseUrl, "admin@qwp.example", PASSWORDS.admin);
  editor = await signIn(server.baseUrl, "editor@qwp.example", PASSWORDS.editor);
  office = await signIn(server.baseUrl, "office@qwp.example", PASSWORDS.office);
});
afterAll(() => server.close());

describe("roles: 401 without a session, 403 for the wrong role", () => {
  it.each([
    ["GET", "/api/admin/staff"],
    ["POST", "/api/admin/staff"],
    ["PATCH", "/api/admin/staff/1"],
    ["GET", "/api/admin/audit"],
  ])("%s %s: 401 signed out, 403 for editor and office, allowed for admin", async (method, url) => {
    const send = (cookie?: string) =>
      server.request(url, {
        method,
        headers: { origin: server.baseUrl, ...(cookie ? { cookie } : {}) },
        ...(method === "GET" ? {} : { json: {} }),
      });
    const anonymous = await send();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: NOT_SIGNED_IN });
    for (const cookie of [editor, office]) {
      const refused = await send(cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: WRONG_ROLE });
    }
    expect([200, 400]).toContain((await send(admin)).statusCode);
  });
});

describe("staff accounts", () => {
  it("lists accounts without any password hash", async () => {
    const response = await server.get("/api/admin/staff", admin);
    expect(response.statusCode).toBe(200);
    const { staff } = response.json();
    expect(staff.map((account: { email: string }) => account.email).sort()).toEqual(["admin@qwp.example", "editor@qwp.example", "office@qwp.example"]);
    expect(response.body).not.toMatch(/argon2|password/i);
  });

  it("creates an account (201) that can sign in, and audits it", async () => {
    const response = await server.post("/api/admin/staff", { email: " Press@QWP.example", name: "Press Officer", role: "editor", password: "marble harbour seventy kites" }, admin);
    expect(response.statusCode).toBe(201);
    expect(response.json().staff).toMatchObject({ email: "press@qwp.example", name: "Press Officer", role: "editor", disabled: false });
    await expect(signIn(server.baseUrl, "press@qwp.example", "marble harbour seventy kites")).resolves.toMatch(/^__Host-qwp_staff=/);
    expect(auditActions(server)).toContainEqual({ actor: "admin@qwp.example", action: "staff.create", target: "press@qwp.example" });
  });

  it("refuses a duplicate email with 409", async () => {
    const response = await server.post("/api/admin/staff", { email: "EDITOR@qwp.example", name: "Someone Else", role: "office", password: "marble harbour seventy kites" }, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors.email).toEqual(expect.any(String));
  });

  it("applies the password policy: at least 12 characters, not on the common list", async () => {
    const base = { email: "policy@qwp.example", name: "Policy Test", role: "office" };
    const short = await server.post("/api/admin/staff", { ...base, password: "Tr0ub4dor&3" }, admin);
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toBe(PASSWORD_TOO_SHORT);
    for (const common of ["qwertyuiop123", "password1234", "passwordpassword", "1qaz2wsx3edc"]) {
      const response = await server.post("/api/admin/staff", { ...base, password: common }, admin);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.password).toBe(PASSWORD_TOO_COMMON);
    }
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM staff_accounts WHERE email = 'policy@qwp.example'").get()).toEqual({ n: 0 });
    expect(passwordProblem("a sentence nobody has used", {})).toBeNull();
    expect(passwordProblem("policytest-and-more", { email: "policytest@qwp.example" })).toMatch(/email address or the name/);
  });

  it("refuses bad bodies with 400 and field messages", async () => {
    const bad = await server.post("/api/admin/staff", { email: "nope", name: "", role: "root", password: 5 }, admin);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["email", "name", "password", "role"]);
    for (const body of ["x", [], null]) expect((await server.post("/api/admin/staff", body, admin)).statusCode).toBe(400);
  });

  it("refuses a name git would refuse or change as a commit's author, or with invisible formatting characters (400, the rule), and takes any other", async () => {
    const account = (name: string, n: number) => ({ email: `named${n}@qwp.example`, name, role: "editor", password: "river basalt tomato parade 7" });
    const refused = ["<>", "Gul <Bano>", "Khan Sr.", '"Quoted"', "Tab\tinside", "Line\nbreak", ". , ;", "Ali\\", "Bell\u0007"];
    for (const [n, name] of refused.entries()) {
      const response = await server.post("/api/admin/staff", account(name, n), admin);
      expect([name, response.statusCode, response.json().errors?.name]).toEqual([name, 400, STAFF_NAME_RULE]);
    }
    const hidden = ["Gul\u202EonaB", "Gul\u202DBano", "Gul\u2067Bano\u2069", "Gul\u200FBano", "Gul\u200BBano", "Gul\u00ADBano", "Gul\uFEFFBano", "Gul\u{E0041}Bano"];
    for (const [n, name] of hidden.entries()) {
      const response = await server.post("/api/admin/staff", account(name, 50 + n), admin);
      expect([name, response.statusCode, response.json().errors?.name]).toEqual([name, 400, STAFF_NAME_HIDDEN_RULE]);
    }
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM staff_accounts WHERE email LIKE 'named%'").get()).toEqual({ n: 0 });
    for (const [n, name] of ["گل بانو", "می\u200Cخواهم", "Gul Bano (Swat)", "  O'Neill-Khan  "].entries()) {
      const response = await server.post("/api/admin/staff", account(name, 100 + n), admin);
      expect([name, response.statusCode, response.json().staff?.name]).toEqual([name, 201, name.trim()]);
    }
  });

  it("PATCH: unknown or malformed id → 404, bad values → 400, nothing to change → 400", async () => {
    for (const id of ["999", "abc", "0", "-1", "1.5", "99999999999999999999"]) {
      const response = await server.patch(`/api/admin/staff/${id}`, { role: "editor" }, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: STAFF_NOT_FOUND });
    }
    expect((await server.patch(`/api/admin/staff/${ids.office}`, { role: "root" }, admin)).statusCode).toBe(400);
    expect((await server.patch(`/api/admin/staff/${ids.office}`, { disabled: "yes" }, admin)).statusCode).toBe(400);
    expect((await server.patch(`/api/admin/staff/${ids.office}`, {}, admin)).statusCode).toBe(400);
    expect((await server.patch(`/api/admin/staff/${ids.office}`, [true], admin)).statusCode).toBe(400);
  });

  it("a role change takes effect on the person's next request, and is audited", async () => {
    const promoted = await server.patch(`/api/admin/staff/${ids.office}`, { role: "editor" }, admin);
    expect(promoted.statusCode).toBe(200);
    expect((await server.get("/api/admin/session", office)).json().user.role).toBe("editor");
    await server.patch(`/api/admin/staff/${ids.office}`, { role: "office" }, admin);
    expect(auditActions(server)).toContainEqual({ actor: "admin@qwp.example", action: "staff.role", target: "office@qwp.example" });
  });

  it("disabling ends every session of the account at once and refuses its sign-in; enabling lets it back", async () => {
    const second = await signIn(server.baseUrl, "office@qwp.example", PASSWORDS.office);
    const response = await server.patch(`/api/admin/staff/${ids.office}`, { disabled: true }, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().staff.disabled).toBe(true);
    expect((await server.get("/api/admin/session", office)).statusCode).toBe(401);
    expect((await server.get("/api/admin/session", second)).statusCode).toBe(401);
    const refused = await server.post("/api/admin/session", { email: "office@qwp.example", password: PASSWORDS.office });
    expect(refused.statusCode).toBe(401);
    await server.patch(`/api/admin/staff/${ids.office}`, { disabled: false }, admin);
    office = await signIn(server.baseUrl, "office@qwp.example", PASSWORDS.office);
    expect(auditActions(server)).toEqual(
      expect.arrayContaining([
        { actor: "admin@qwp.example", action: "staff.disable", target: "office@qwp.example" },
        { actor: "admin@qwp.example", action: "staff.enable", target: "office@qwp.example" },
      ]),
    );
  });

  it("a password change ends every session of the account", async () => {
    const staff = createStaffRepository(server.db);
    await staff.setPassword(ids.editor, "new violet engine morning");
    expect((await server.get("/api/admin/session", editor)).statusCode).toBe(401);
    editor = await signIn(server.baseUrl, "editor@qwp.example", "new violet engine morning");
    expect((await server.get("/api/admin/session", editor)).statusCode).toBe(200);
  });
});

describe("the last active admin", () => {
  it("cannot be demoted or disabled; with a second admin it can", async () => {
    const demote = await server.patch(`/api/admin/staff/${ids.admin}`, { role: "editor" }, admin);
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ message: LAST_ADMIN });
    expect((await server.patch(`/api/admin/staff/${ids.admin}`, { disabled: true }, admin)).statusCode).toBe(409);
    expect((await server.get("/api/admin/session", admin)).json().user.role).toBe("admin");

    // A disabled admin does not count as the other admin.
    const spare = (await server.post("/api/admin/staff", { email: "spare@qwp.example", name: "Spare Admin", role: "admin", password: "granite whistle ocean thirty" }, admin)).json().staff;
    await server.patch(`/api/admin/staff/${spare.id}`, { disabled: true }, admin);
    expect((await server.patch(`/api/admin/staff/${ids.admin}`, { role: "office" }, admin)).statusCode).toBe(409);

    await server.patch(`/api/admin/staff/${spare.id}`, { disabled: false }, admin);
    const spareCookie = await signIn(server.baseUrl, "spare@qwp.example", "granite whistle ocean thirty");
    expect((await server.patch(`/api/admin/staff/${ids.admin}`, { role: "editor" }, spareCookie)).statusCode).toBe(200);
    // Now the spare is the last one: it cannot disable itself.
    expect((await server.patch(`/api/admin/staff/${spare.id}`, { disabled: true }, spareCookie)).statusCode).toBe(409);
    expect((await server.patch(`/api/admin/staff/${ids.admin}`, { role: "admin" }, spareCookie)).statusCode).toBe(200);
  });
});

describe("audit log", () => {
  it("pages newest first with { entries: [{ at, actor, action, target }], totalPages }", async () => {
    for (let n = 0; n < AUDIT_PAGE_SIZE + 3; n += 1) {
      server.audit.record({ actor: "test@qwp.example", action: "test.entry", target: `item:${n}` });
    }
    const total = (server.db.prepare("SELECT COUNT(*) AS n FROM audit_log").get() as { n: number }).n;
    const first = await server.get("/api/admin/audit?page=1", admin);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.totalPages).toBe(Math.ceil(total / AUDIT_PAGE_SIZE));
    expect(body.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(body.entries[0]).toMatchObject({ actor: "test@qwp.example", action: "test.entry", target: `item:${AUDIT_PAGE_SIZE + 2}` });
    expect(Date.parse(body.entries[0].at)).toBe(server.clock.now);
    const last = (await server.get(`/api/admin/audit?page=${body.totalPages}`, admin)).json();
    expect(last.entries.length).toBe(total - (body.totalPages - 1) * AUDIT_PAGE_SIZE);
    expect((await server.get(`/api/admin/audit?page=${body.totalPages + 1}`, admin)).json().entries).toEqual([]);
    for (const page of ["0", "-2", "x", "1.5", "1e3"]) expect((await server.get(`/api/admin/audit?page=${page}`, admin)).statusCode).toBe(400);
  });

  it("cannot be edited or deleted through the API", async () => {
    const before = (server.db.prepare("SELECT COUNT(*) AS n FROM audit_log").get() as { n: number }).n;
    for (const [method, url] of [
      ["DELETE", "/api/admin/audit"],
      ["DELETE", "/api/admin/audit/1"],
      ["PATCH", "/api/admin/audit/1"],
      ["PUT", "/api/admin/audit/1"],
      ["POST", "/api/admin/audit"],
    ]) {
      const response = await server.request(url, { method, json: { action: "forged" }, headers: { cookie: admin, origin: server.baseUrl } });
      expect([404, 405]).toContain(response.statusCode);
      expect(response.headers["cache-control"]).toBe(PRIVATE);
    }
    expect((server.db.prepare("SELECT COUNT(*) AS n FROM audit_log").get() as { n: number }).n).toBe(before);
  });

  it("is append-only in the database too (triggers refuse UPDATE and DELETE)", () => {
    expect(() => server.db.prepare("UPDATE audit_log SET actor = 'someone else'").run()).toThrow(/append-only/);
    expect(() => server.db.prepare("DELETE FROM audit_log").run()).toThrow(/append-only/);
  });
});
