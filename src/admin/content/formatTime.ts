/** A commit's time as staff read it in the console: "25 Nov 2026, 11:42" (their own time zone). */
export const formatCommitTime = (iso: string | null) => (iso ? new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso)) : "");
