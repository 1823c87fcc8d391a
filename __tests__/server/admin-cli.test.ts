/**
 * @jest-environment node
 *
 * Runs the real `npm run staff` script (scripts/staff.ts through tsx's loader) against a temporary
 * database, and checks its effect through the HTTP API.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT_DIR } from "../../server/platform/config";
import { STAFF_NAME_HIDDEN_RULE, STAFF_NAME_RULE } from "../../contract/validation/staffName";
import { createSecondFactor } from "../../server/staff/secondFactor";
import { createStaffAccount, createTestApp, signIn, tempDir } from "../../test-support/server";
import { totpCode } from "../../test-support/totp";

jest.setTimeout(120_000);

// `node --import tsx`, as the other script tests run theirs: one process where the tsx command starts two.
const RUN_SCRIPT = [process.execPath, "--import", "tsx", path.join(ROOT_DIR, "scripts", "staff.ts")];

let dir: string;
let databasePath: string;
let server: Awaited<ReturnType<typeof createTestApp>>;

function staff(args: string[], password?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_PATH: databasePath };
  delete env.STAFF_PASSWORD;
  if (password !== undefined) env.STAFF_PASSWORD = password;
  const result = spawnSync(RUN_SCRIPT[0], [...RUN_SCRIPT.slice(1), ...args], { cwd: ROOT_DIR, env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 60_000 });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

const count = (where = "1") => (server.db.prepare(`SELECT COUNT(*) AS n FROM staff_accounts WHERE ${where}`).get() as { n: number }).n;

beforeAll(async () => {
  dir = tempDir("qwp-staff-cli-");
  databasePath = path.join(dir, "qwp.sqlite");
  server = await createTestApp({ env: { DATABASE_PATH: databasePath } });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it("has no account and no default password on a new database", () => {
  expect(count()).toBe(0);
  const listed = staff(["list"]);
  expect(listed.code).toBe(0);
  expect(listed.out).toMatch(/No staff accounts yet/);
});

it("adds an account with the password from STAFF_PASSWORD, hashed with Argon2id, never printed", async () => {
  const password = "saffron kettle harbour 19";
  const added = staff(["add", "--email", "First.Admin@QWP.example", "--name", "First Admin", "--role", "admin"], password);
  expect(added).toMatchObject({ code: 0 });
  expect(added.out).toMatch(/Created admin account first.admin@qwp.example/);
  expect(added.out + added.err).not.toContain(password);
  const row = server.db.prepare("SELECT password_hash FROM staff_accounts WHERE email = 'first.admin@qwp.example'").get() as { password_hash: string };
  expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  await expect(signIn(server.baseUrl, "first.admin@qwp.example", password)).resolves.toMatch(/^__Host-qwp_staff=/);
  const entry = server.db.prepare("SELECT actor, action, target FROM audit_log WHERE action = 'staff.create'").get() as Record<string, string>;
  expect(entry).toMatchObject({ action: "staff.create", target: "first.admin@qwp.example", actor: expect.stringMatching(/^command line/) });
});

it("refuses without a password source, with a weak password, a bad role, a name git would refuse or a taken email", () => {
  const base = ["add", "--email", "second@qwp.example", "--name", "Second Person", "--role", "editor"];
  const none = staff(base);
  expect(none.code).toBe(1);
  expect(none.err).toMatch(/set STAFF_PASSWORD/);
  const short = staff(base, "short pass");
  expect(short.code).toBe(1);
  expect(short.err).toMatch(/at least 12 characters/);
  const common = staff(base, "qwertyuiop123");
  expect(common.code).toBe(1);
  expect(common.err).toMatch(/common passwords/);
  const role = staff(["add", "--email", "second@qwp.example", "--name", "Second Person", "--role", "root"], "saffron kettle harbour 20");
  expect(role.code).toBe(1);
  expect(role.err).toMatch(/--role, one of: admin, editor, office/);
  const taken = staff(["add", "--email", "first.admin@qwp.example", "--name", "Again", "--role", "office"], "saffron kettle harbour 21");
  expect(taken.code).toBe(1);
  expect(taken.err).toMatch(/already exists/);
  const angles = staff(["add", "--email", "second@qwp.example", "--name", "<>", "--role", "editor"], "saffron kettle harbour 22");
  expect(angles.code).toBe(1);
  expect(angles.err).toContain(STAFF_NAME_RULE);
  for (const name of ["Evil\u202Egnp.exe", "Zero\u200Bwidth", "Isolate\u2067x\u2069"]) {
    const hidden = staff(["add", "--email", "second@qwp.example", "--name", name, "--role", "editor"], "saffron kettle harbour 23");
    expect([name, hidden.code, hidden.err.trim()]).toEqual([name, 1, STAFF_NAME_HIDDEN_RULE]);
  }
  const unknown = staff(["promote", "--email", "x@y.z"]);
  expect(unknown.code).toBe(1);
  expect(unknown.err).toMatch(/Unknown command/);
  expect(count("email = 'second@qwp.example'")).toBe(0);
});

it("disable ends the account's sessions; the last active admin cannot be disabled; enable lets it back", async () => {
  expect(staff(["add", "--email", "office@qwp.example", "--name", "Office Person", "--role", "office"], "copper meadow lantern sixty")).toMatchObject({ code: 0 });
  const cookie = await signIn(server.baseUrl, "office@qwp.example", "copper meadow lantern sixty");
  expect(staff(["disable", "--email", "office@qwp.example"])).toMatchObject({ code: 0 });
  expect((await server.request("/api/admin/session", { headers: { cookie } })).statusCode).toBe(401);
  await expect(signIn(server.baseUrl, "office@qwp.example", "copper meadow lantern sixty")).rejects.toThrow(/401/);

  const lastAdmin = staff(["disable", "--email", "first.admin@qwp.example"]);
  expect(lastAdmin.code).toBe(1);
  expect(lastAdmin.err).toMatch(/last active admin/);
  expect(count("email = 'first.admin@qwp.example' AND disabled = 0")).toBe(1);

  expect(staff(["enable", "--email", "office@qwp.example"])).toMatchObject({ code: 0 });
  await expect(signIn(server.baseUrl, "office@qwp.example", "copper meadow lantern sixty")).resolves.toMatch(/^__Host-qwp_staff=/);
  const listed = staff(["list"]);
  expect(listed.out).toMatch(/office@qwp\.example\s+Office Person\s+office\s+active/);
  expect(staff(["disable", "--email", "nobody@qwp.example"]).code).toBe(1);
});

it("list prints a name from before the name rule with its control characters escaped", async () => {
  await createStaffAccount(server.db, { email: "older@qwp.example", name: "Older\u001b[2J\r\nName", role: "office", password: "copper meadow lantern 61" });
  const listed = staff(["list"]);
  expect(listed.out).toContain("Older\\x1B[2J\\x0D\\x0AName");
  // eslint-disable-next-line no-control-regex -- no control character but the line breaks between rows
  expect(listed.out).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/);
});

it("reset-password sets a new password and ends every session of the account", async () => {
  const cookie = await signIn(server.baseUrl, "office@qwp.example", "copper meadow lantern sixty");
  const reset = staff(["reset-password", "--email", "office@qwp.example"], "violet engine morning tide");
  expect(reset.code).toBe(0);
  expect(reset.out + reset.err).not.toContain("violet engine morning tide");
  expect((await server.request("/api/admin/session", { headers: { cookie } })).statusCode).toBe(401);
  await expect(signIn(server.baseUrl, "office@qwp.example", "copper meadow lantern sixty")).rejects.toThrow(/401/);
  await expect(signIn(server.baseUrl, "office@qwp.example", "violet engine morning tide")).resolves.toMatch(/^__Host-qwp_staff=/);
});

it("reset-2fa removes a lost second factor, ends every session of the account, and is audited", async () => {
  const cookie = await signIn(server.baseUrl, "office@qwp.example", "violet engine morning tide");
  const id = (server.db.prepare("SELECT id FROM staff_accounts WHERE email = 'office@qwp.example'").get() as { id: number }).id;
  // The factor as enrolment leaves it: a secret in force and recovery codes.
  const secondFactor = createSecondFactor(server.db);
  const { secret } = secondFactor.begin(id, "office@qwp.example")!;
  expect(secondFactor.confirm(id, totpCode(secret))).toHaveLength(10);
  expect(secondFactor.has(id)).toBe(true);

  const reset = staff(["reset-2fa", "--email", "office@qwp.example"]);
  expect(reset.code).toBe(0);
  expect(reset.out).toMatch(/second factor of office@qwp\.example is removed/);
  expect(secondFactor.has(id)).toBe(false);
  expect(secondFactor.recoveryCodesLeft(id)).toBe(0);
  expect((await server.request("/api/admin/session", { headers: { cookie } })).statusCode).toBe(401);
  const entry = server.db.prepare("SELECT actor, target, detail FROM audit_log WHERE action = 'totp.reset'").get() as Record<string, string>;
  expect(entry).toMatchObject({ actor: expect.stringMatching(/^command line/), target: "office@qwp.example", detail: JSON.stringify({ hadFactor: true }) });
  expect(staff(["reset-2fa", "--email", "nobody@qwp.example"]).code).toBe(1);
});

/** Runs the script on a pseudo-terminal (util-linux `script`), typing answers when the prompts appear. */
function onTerminal(args: string[], answers: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const command = [...RUN_SCRIPT, ...args].map((part) => `'${part.replace(/'/g, "'\\''")}'`).join(" ");
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_PATH: databasePath };
    delete env.STAFF_PASSWORD;
    const child = spawn("script", ["-qec", command, "/dev/null"], { cwd: ROOT_DIR, env, stdio: ["pipe", "pipe", "pipe"] });
    let output = "";
    let prompts = 0;
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const seen = (output.match(/New password: |The same password again: /g) ?? []).length;
      while (prompts < seen && prompts < answers.length) {
        child.stdin.write(`${answers[prompts]}\r`);
        prompts += 1;
      }
    });
    child.on("close", (code) => resolve({ code, output }));
  });
}

const hasScript = spawnSync("script", ["--version"]).status === 0;

(hasScript ? it : it.skip)("asks for the password twice on a terminal without echoing it", async () => {
  const password = "granite whistle ocean thirty";
  const typed = await onTerminal(["reset-password", "--email", "office@qwp.example"], [password, password]);
  expect(typed.output).toMatch(/New password: /);
  expect(typed.output).toMatch(/The same password again: /);
  expect(typed.output).toMatch(/New password set for office@qwp.example/);
  expect(typed.output).not.toContain(password);
  expect(typed.code).toBe(0);
  await expect(signIn(server.baseUrl, "office@qwp.example", password)).resolves.toMatch(/^__Host-qwp_staff=/);

  const differ = await onTerminal(["reset-password", "--email", "office@qwp.example"], ["first answer is this", "second answer differs"]);
  expect(differ.output).toMatch(/The two passwords differ/);
  expect(differ.code).toBe(1);
  await expect(signIn(server.baseUrl, "office@qwp.example", password)).resolves.toMatch(/^__Host-qwp_staff=/);
});

it("explains every option `add` needs when some are missing, with a line to copy", () => {
  const bare = staff(["add"]);
  expect(bare.code).toBe(1);
  expect(bare.err).toMatch(/^add needs --email, --name, --role\./);
  for (const option of ["--email E", '--name "N"', "--role R"]) expect(bare.err).toContain(option);
  expect(bare.err).toContain("admin (everything");
  expect(bare.err).toContain('npm run staff -- add --email amina.khan@example.org --name "Amina Khan" --role admin');
  const noName = staff(["add", "--email", "x@qwp.example", "--role", "editor"]);
  expect(noName.code).toBe(1);
  expect(noName.err).toMatch(/^add needs --name\./);
  expect(noName.err).toContain("For example:");
  expect(count("email = 'x@qwp.example'")).toBe(0);
});
