import { adminFetch } from "../api/adminFetch";

type Summary = { contacts: { new: number }; applications: { new: number } };

let pending: Promise<Summary> | null = null;

/** "3 new messages" for a start-page card; both cards share one request. */
export async function newItemsSummary(kind: "contacts" | "applications"): Promise<string | null> {
  pending ??= adminFetch<Summary>("/inbox/summary").finally(() => setTimeout(() => (pending = null), 0));
  const count = (await pending)[kind].new;
  const noun = kind === "contacts" ? "message" : "application";
  return count === 0 ? `No new ${noun}s` : `${count} new ${noun}${count === 1 ? "" : "s"}`;
}
