/** How audit actions read in the console; unknown actions (added by later features) show as they are. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "login.success": "Signed in",
  "login.failure": "Failed sign-in",
  "login.lockout": "Sign-in locked",
  logout: "Signed out",
  "staff.create": "Created account",
  "staff.role": "Changed role",
  "staff.disable": "Disabled account",
  "staff.enable": "Enabled account",
  "staff.password": "Reset password",
  "site.build.requested": "Asked for a site build",
  "site.build.superseded": "Site build replaced by a newer one",
  "site.build.live": "Site build went live",
  "site.build.failed": "Site build failed",
  "site.switch": "Switched the live site",
  "site.rollback": "Rolled the site back",
};

export type AuditEntry = {
  id: number;
  at: string;
  actor: string;
  action: string;
  target: string | null;
  detail: Record<string, unknown> | null;
};

/** A short reading of the entry's detail, e.g. "editor → office" or "wrong password". */
export function auditDetail(entry: AuditEntry): string {
  const detail = entry.detail;
  if (!detail) return "";
  if (typeof detail.from === "string" && typeof detail.to === "string") return `${detail.from} → ${detail.to}`;
  return Object.entries(detail)
    .filter(([, value]) => ["string", "number", "boolean"].includes(typeof value))
    .map(([key, value]) => (key === "reason" ? String(value) : `${key}: ${String(value)}`))
    .join(", ");
}
