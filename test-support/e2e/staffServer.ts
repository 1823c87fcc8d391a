/**
 * The project's real server (same Fastify app, same built site) on a throwaway database, for the
 * staff console's browser tests: they need staff accounts, and the power to end a session as
 * time would. Accounts are made through the server's own repository (Argon2id and all); there is
 * no default account anywhere. Listens on E2E_PORT + 20 (or the offset given) + the worker's parallel index.
 */
import type { Page } from "@playwright/test";
import type { Clock } from "../../server/platform/clock";
import type { Role } from "../../server/staff/roles";
import { SESSION_IDLE_MS } from "../../server/staff/sessions";
import { createStaffAccount, E2E_SERVER_ENV, startThrowawayServer } from "../server";

export type StaffLogin = { email: string; name: string; role: Role; password: string };

const PASSWORD = "e2e lantern orchard quietly";

export type StaffServerOptions = {
  /** Over the shared browser-test settings (e.g. STAFF_2FA_ROLES: undefined for the production default). */
  env?: Record<string, string | undefined>;
  /** The server's clock, for tests that move time (second-factor codes). */
  now?: Clock;
  /** Port offset from E2E_PORT, so two specs' servers never share a port (20 unless given). */
  portOffset?: number;
};

export async function startStaffServer(parallelIndex: number, { env = {}, now, portOffset = 20 }: StaffServerOptions = {}) {
  const port = Number(process.env.E2E_PORT ?? 8123) + portOffset + parallelIndex;
  const server = await startThrowawayServer({
    prefix: "qwp-e2e-staff-",
    port,
    env: { ...E2E_SERVER_ENV, ADMIN_LOGIN_MAX_PER_ADDRESS: "1000", ...env },
    now,
  });
  const { db } = server;
  let counter = 0;
  return {
    baseURL: server.baseUrl,
    db,
    /** A new account with a unique email (tests of both projects share one server). */
    async addStaff(role: Role, name = `${role === "admin" ? "Amina" : role === "editor" ? "Bilal" : "Gul"} ${role[0].toUpperCase()}${role.slice(1)}`): Promise<StaffLogin> {
      counter += 1;
      const email = `${role}-${counter}-${Date.now().toString(36)}@qwp.example`;
      await createStaffAccount(db, { email, name, role, password: PASSWORD });
      return { email, name, role, password: PASSWORD };
    },
    /** Makes every session of the account idle past the limit, as 31 quiet minutes would. */
    expireSessions(email: string) {
      db.prepare("UPDATE staff_sessions SET last_seen_at = last_seen_at - ? WHERE staff_id = (SELECT id FROM staff_accounts WHERE email = ?)").run(
        SESSION_IDLE_MS + 60_000,
        email,
      );
    },
    close: server.close,
  };
}

export type StaffServer = Awaited<ReturnType<typeof startStaffServer>>;

/** Fills the console's sign-in form and submits it. */
export async function signInThroughForm(page: Page, login: Pick<StaffLogin, "email" | "password">) {
  await page.getByLabel("Email address").fill(login.email);
  await page.getByLabel("Password", { exact: true }).fill(login.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}
