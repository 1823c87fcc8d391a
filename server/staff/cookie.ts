/**
 * The session cookie. Behind HTTPS (the `SECURE_COOKIES` setting, on in production) it is
 * `Secure` and named with the `__Host-` prefix, which browsers accept only from a secure origin,
 * without a Domain and with Path=/: no subdomain and no plain-HTTP page can set or overwrite it.
 */
import type { CookieSerializeOptions } from "@fastify/cookie";

export type CookieSettings = { name: string; options: CookieSerializeOptions };

export function sessionCookie(secure: boolean): CookieSettings {
  return {
    name: secure ? "__Host-qwp_staff" : "qwp_staff",
    // No Max-Age: a browser session cookie; the server enforces the idle and absolute limits.
    options: { httpOnly: true, sameSite: "strict", path: "/", secure },
  };
}
