import React, { useCallback, useEffect, useState } from "react";
import FormBanner from "../../components/forms/FormBanner";
import { useBanner } from "../../hooks/useBanner";
import { fontSizes, space } from "../../theme";
import { STAFF_ROLE_LABELS, type StaffRole } from "../../../contract/validation/staff";
import { AdminApiError, adminFetch, failureMessage } from "../api/adminFetch";
import { useStaffUser } from "../session/useSession";
import { panel } from "../ui/consoleStyles";
import PageHeader from "../ui/PageHeader";
import NewStaffForm from "./NewStaffForm";
import StaffTable from "./StaffTable";
import type { StaffAccount } from "./types";

/** /admin/staff (admins): the accounts, their roles and states, and a form to add one. */
export default function StaffSection() {
  const me = useStaffUser();
  const [accounts, setAccounts] = useState<StaffAccount[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const { banner, show } = useBanner();

  const load = useCallback(() => {
    adminFetch<{ staff: StaffAccount[] }>("/staff").then(
      ({ staff }) => setAccounts(staff),
      (error) => setLoadError(failureMessage(error)),
    );
  }, []);
  useEffect(load, [load]);

  const change = async (account: StaffAccount, patch: { role?: StaffRole; disabled?: boolean }, done: string) => {
    setBusyId(account.id);
    try {
      const { staff } = await adminFetch<{ staff: StaffAccount }>(`/staff/${account.id}`, { method: "PATCH", json: patch });
      setAccounts((current) => current?.map((row) => (row.id === staff.id ? staff : row)) ?? null);
      show("success", done);
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 401) return;
      show("error", failureMessage(error));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      <PageHeader title="Staff accounts" description="Who can sign in to this console, and with which role. Disabling an account signs that person out at once." />
      <section aria-labelledby="accounts-title" css={[panel, { marginBottom: space(6) }]}>
        <h2 id="accounts-title" css={{ margin: `0 0 ${space(3)}`, fontSize: fontSizes.lg }}>
          Accounts
        </h2>
        <FormBanner banner={banner} />
        {loadError && <p role="alert">{loadError}</p>}
        {!accounts && !loadError && <p role="status">Loading accounts…</p>}
        {accounts && (
          <StaffTable
            accounts={accounts}
            me={me.email}
            busyId={busyId}
            onRole={(account, role) => void change(account, { role }, `${account.name} is now ${STAFF_ROLE_LABELS[role].toLowerCase()}.`)}
            onDisabled={(account, disabled) =>
              void change(account, { disabled }, disabled ? `${account.name}'s account is disabled and signed out.` : `${account.name}'s account is enabled.`)
            }
          />
        )}
      </section>
      <section aria-labelledby="new-staff-title" css={panel}>
        <h2 id="new-staff-title" css={{ margin: `0 0 ${space(1.5)}`, fontSize: fontSizes.lg }}>
          Add a staff account
        </h2>
        <p css={{ margin: `0 0 ${space(5)}` }}>Give each person their own account: never share one. Choose the smallest role that lets them do their work.</p>
        <NewStaffForm onCreated={(account) => setAccounts((current) => [...(current ?? []), account])} />
      </section>
    </>
  );
}
