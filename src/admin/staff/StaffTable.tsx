import { formatPakistanTime } from "../../../contract/lib/pakistanTime";
import { css } from "@emotion/react";
import React from "react";
import Badge from "../../components/ui/Badge";
import { Button } from "../../components/ui/Button";
import { controlStyle, selectStyle } from "../../components/forms/fieldStyles";
import { colors, fontSizes, media, radii, space } from "../../theme";
import { visuallyHidden } from "../../theme/visuallyHidden";
import { STAFF_ROLES, STAFF_ROLE_LABELS, type StaffRole } from "../../../contract/validation/staff";
import ConsoleTable from "../ui/ConsoleTable";
import type { StaffAccount } from "./types";

/** The last sign-in column shows from the medium breakpoint up. */
const fromMd = css({ display: "none", [media.md]: { display: "table-cell" } });

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
    <ConsoleTable
      scrollLabel="Staff accounts table"
      minWidth="40rem"
      caption={`${accounts.length} account${accounts.length === 1 ? "" : "s"}`}
      columns={["Name", "Role", "Status", { label: "Last sign-in", css: fromMd }, { label: "Actions", labelHidden: true }]}
    >
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
            <td css={[fromMd, { whiteSpace: "nowrap" }]}>{formatPakistanTime(account.lastLoginAt) || "Never"}</td>
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
    </ConsoleTable>
  );
}
