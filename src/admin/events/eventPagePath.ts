/** The address of one page of the console's event list, of one status or of every one. */
export function eventPagePath(status: string, page: number): string {
  const params = new URLSearchParams({ page: String(page) });
  if (status) params.set("status", status);
  return `/events?${params}`;
}
