import { formatPakistanTime } from "../../../contract/lib/pakistanTime";
import React from "react";
import Badge from "../../components/ui/Badge";
import { Button } from "../../components/ui/Button";
import { controlStyle, selectStyle } from "../../components/forms/fieldStyles";
import { colors, fontSizes, media, radii, space } from "../../theme";
import { visuallyHidden } from "../../theme/visuallyHidden";
import { STAFF_ROLES, STAFF_ROLE_LABELS, type StaffRole } from "../../../contract/validation/staff";
import { table } from "../ui/consoleStyles";
import ScrollRegion from "../ui/ScrollRegion";
import type { StaffAccount } from "./types";

type StaffTableProps = {
  accounts: StaffAccount[];
  /** The signed-in admin's email: their own row says "you". */
  me: string;
  busyId: number | null;
  onRole: (account: StaffAccount, role: StaffRole) => void;
  onDisabled: (account: StaffAccount, disabled: boolean) => void;
};


/** Every account with its role (changeable) and state (disable / enable). */
export default function StaffTable({ accounts, me, busyId, onRole, onDisabled }: StaffTableProps) {
  return (
    <ScrollRegion label="Staff accounts table">
      <table css={[table, { minWidth: "40rem" }]}>
        <caption css={{ textAlign: "left", color: colors.textMuted, paddingBottom: space(2), captionSide: "top" }}>
          {accounts.length} account{accounts.length === 1 ? "" : "s"}
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col" css={{ display: "none", [media.md]: { display: "table-cell" } }}>
              Last sign-in
            </th>
            <th scope="col">
              <span css={visuallyHidden}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => {
            const busy = busyId === account.id;
            return (
              <tr key={account.id} css={account.disabled ? { color: colors.textMuted } : undefined}>
                <td>
                  <span css={{ display: "block", fontWeight: 600 }}>
                    {account.name}
                    {account.email === me && <span css={{ fontWeight: 400, color: colors.textMuted }}> (you)</span>}
                  </span>
                  <span css={{ display: "block", fontSize: fontSizes.sm, color: colors.textMuted, overflowWrap: "anywhere" }}>{account.email}</span>
                </td>
                <td>
                  <select
                    aria-label={`Role of ${account.name}`}
                    value={account.role}
                    disabled={busy}
                    onChange={(event) => onRole(account, event.target.value as StaffRole)}
                    css={[controlStyle, selectStyle, { minHeight: "40px", padding: `${space(1.5)} ${space(9)} ${space(1.5)} ${space(3)}`, width: "auto" }]}
                  >
                    {STAFF_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {STAFF_ROLE_LABELS[role]}
                      </option>
                    ))}
                  </select>
                </td>
                <td>{account.disabled ? (
                    <Badge tone="secondary">Disabled</Badge>
                  ) : (
                    <span css={{ display: "inline-block", padding: `${space(0.5)} ${space(2.5)}`, borderRadius: radii.full, fontSize: fontSizes.xs, fontWeight: 600, background: colors.successSoft, color: colors.success }}>
                      Active
                    </span>
                  )}</td>
                <td css={{ display: "none", whiteSpace: "nowrap", [media.md]: { display: "table-cell" } }}>{formatPakistanTime(account.lastLoginAt) || "Never"}</td>
                <td css={{ textAlign: "right" }}>
                  <Button
                    variant="secondary"
                    disabled={busy}
                    onClick={() => onDisabled(account, !account.disabled)}
                    css={{ minHeight: "40px", padding: `${space(1.5)} ${space(3.5)}`, whiteSpace: "nowrap" }}
                  >
                    {account.disabled ? "Enable" : "Disable"}
                    <span css={visuallyHidden}> {account.name}</span>
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
