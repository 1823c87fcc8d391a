/**
 * Shared set-up for the staff API tests: a server on loopback with a clock the test moves, and
 * staff accounts made through the real repository.
 */
import { createStaffAccount, createTestApp, type TestServerOptions } from "./server";
import type { Role } from "../server/staff/roles";

export const PASSWORDS: Record<Role, string> = {
  admin: "lantern orchard quietly 42",
  editor: "river basalt tomato parade",
  office: "copper meadow lantern sixty",
};

export type AdminServer = Awaited<ReturnType<typeof createTestApp>> & {
  clock: { now: number; advance: (ms: number) => void };
  post: (url: string, json: unknown, cookie?: string) => ReturnType<Awaited<ReturnType<typeof createTestApp>>["request"]>;
  patch: (url: string, json: unknown, cookie?: string) => ReturnType<Awaited<ReturnType<typeof createTestApp>>["request"]>;
  get: (url: string, cookie?: string) => ReturnType<Awaited<ReturnType<typeof createTestApp>>["request"]>;
  addStaff: (role: Role, email?: string, name?: string) => Promise<{ id: number; email: string; password: string }>;
};

export async function startAdminServer(options: TestServerOptions = {}): Promise<AdminServer> {
  const clock = {
    now: Date.UTC(2026, 10, 20, 9, 0, 0),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const server = await createTestApp({ now: () => clock.now, ...options });
  const withCookie = (cookie?: string): Record<string, string> => (cookie ? { cookie } : {});
  return Object.assign(server, {
    clock,
    post: (url: string, json: unknown, cookie?: string) =>
      server.request(url, { method: "POST", json, headers: { origin: server.baseUrl, ...withCookie(cookie) } }),
    patch: (url: string, json: unknown, cookie?: string) =>
      server.request(url, { method: "PATCH", json, headers: { origin: server.baseUrl, ...withCookie(cookie) } }),
    get: (url: string, cookie?: string) => server.request(url, { headers: withCookie(cookie) }),
    async addStaff(role: Role, email = `${role}@qwp.example`, name = `${role[0].toUpperCase()}${role.slice(1)} Person`) {
      const account = await createStaffAccount(server.db, { email, name, role, password: PASSWORDS[role] });
      return { id: account.id, email, password: PASSWORDS[role] };
    },
  });
}

export function auditActions(server: AdminServer): { actor: string; action: string; target: string | null }[] {
  return server.db.prepare("SELECT actor, action, target FROM audit_log ORDER BY id").all() as never;
}
