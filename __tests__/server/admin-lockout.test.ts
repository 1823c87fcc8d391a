/** @jest-environment node */
import { BAD_CREDENTIALS } from "../../server/staff/messages";
import { PASSWORDS, auditActions, startAdminServer, type AdminServer } from "../../test-support/admin";

// Setup hashes staff passwords with Argon2id (19 MiB, 2 passes) and starts a server: seconds on a
// busy 2-core CI machine, more than Jest's 5 s default for a hook.
jest.setTimeout(60_000);

const MINUTE = 60_000;
const wrong = (server: AdminServer, email: string) => server.post("/api/admin/session", { email, password: "definitely not it 123" });
const right = (server: AdminServer, email: string, password: string) => server.post("/api/admin/session", { email, password });

describe("per-account lockout: 5 failures in 15 minutes", () => {
  let server: AdminServer;
  beforeEach(async () => {
    server = await startAdminServer();
    await server.addStaff("editor");
  });
  afterEach(() => server.close());

  it("answers 429 even to the right password after 5 failures, for the rest of the window, and audits the lockout", async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await wrong(server, "editor@qwp.example");
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: BAD_CREDENTIALS });
      server.clock.advance(MINUTE);
    }
    const locked = await right(server, "editor@qwp.example", PASSWORDS.editor);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts\. Try again in 10 minutes\./);
    expect(Number(locked.headers["retry-after"])).toBe(10 * 60);
    expect(locked.headers["set-cookie"]).toBeUndefined();

    const lockouts = auditActions(server).filter((entry) => entry.action === "login.lockout");
    expect(lockouts).toEqual([{ actor: "127.0.0.1", action: "login.lockout", target: "editor@qwp.example" }]);
    expect(auditActions(server).filter((entry) => entry.action === "login.failure")).toHaveLength(5);

    // Still locked just before the window of the first failure ends...
    server.clock.advance(9 * MINUTE);
    expect((await right(server, "editor@qwp.example", PASSWORDS.editor)).statusCode).toBe(429);
    // ...and open again after it.
    server.clock.advance(MINUTE);
    expect((await right(server, "editor@qwp.example", PASSWORDS.editor)).statusCode).toBe(200);
  });

  it("counts only failures within 15 minutes", async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) await wrong(server, "editor@qwp.example");
    server.clock.advance(15 * MINUTE);
    expect((await wrong(server, "editor@qwp.example")).statusCode).toBe(401);
    expect((await right(server, "editor@qwp.example", PASSWORDS.editor)).statusCode).toBe(200);
  });

  it("starts counting again after a successful sign-in", async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) await wrong(server, "editor@qwp.example");
    expect((await right(server, "editor@qwp.example", PASSWORDS.editor)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await wrong(server, "editor@qwp.example")).statusCode).toBe(401);
    expect((await right(server, "editor@qwp.example", PASSWORDS.editor)).statusCode).toBe(200);
  });

  it("locks an unknown email exactly like a real one (no hint which emails exist)", async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await wrong(server, "ghost@qwp.example")).statusCode).toBe(401);
    expect((await wrong(server, "ghost@qwp.example")).statusCode).toBe(429);
    // Other accounts are not affected.
    expect((await right(server, "editor@qwp.example", PASSWORDS.editor)).statusCode).toBe(200);
  });
});

describe("per-address counting", () => {
  let server: AdminServer;
  beforeEach(async () => {
    server = await startAdminServer({ lockout: { maxPerAddress: 8 } });
    await server.addStaff("office");
  });
  afterEach(() => server.close());

  it("refuses an address after too many failures over many emails, even for another account's right password", async () => {
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      expect((await wrong(server, `guess${attempt}@qwp.example`)).statusCode).toBe(401);
    }
    const refused = await right(server, "office@qwp.example", PASSWORDS.office);
    expect(refused.statusCode).toBe(429);
    expect(auditActions(server)).toContainEqual({ actor: "127.0.0.1", action: "login.lockout", target: "127.0.0.1" });
    server.clock.advance(15 * MINUTE);
    expect((await right(server, "office@qwp.example", PASSWORDS.office)).statusCode).toBe(200);
  });

  it("reads the setting ADMIN_LOGIN_MAX_PER_ADDRESS", async () => {
    const other = await startAdminServer({ env: { ADMIN_LOGIN_MAX_PER_ADDRESS: "2" } });
    try {
      await other.addStaff("office");
      await wrong(other, "a@qwp.example");
      await wrong(other, "b@qwp.example");
      expect((await right(other, "office@qwp.example", PASSWORDS.office)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
