/** @jest-environment node */
/** The districts the forms offer come from the data through the page's context, in each edition. */
import path from "node:path";
import { onCreatePage } from "../../gatsby/onCreatePage";
import { districtChoices } from "../../gatsby/districtNames";

const ROOT = path.resolve(__dirname, "../..");

/** The pages onCreatePage makes of one page of src/pages, by path. */
function editionsOf(page: { path: string; matchPath?: string; component: string }) {
  const created: Array<{ path: string; context: Record<string, unknown> }> = [];
  const actions = { deletePage: () => undefined, createPage: (made: (typeof created)[number]) => created.push(made) };
  (onCreatePage as (args: unknown) => void)({ page: { ...page, context: {} }, actions });
  return Object.fromEntries(created.map((made) => [made.path, made.context]));
}

it("gives an event's page the attendance form's districts (English name sent, the edition's shown), and the join page the membership form's", () => {
  const events = editionsOf({ path: "/events/[...]/", matchPath: "/events/*", component: path.join(ROOT, "src/pages/events/[...].tsx") });
  const join = editionsOf({ path: "/join-qwp/", component: path.join(ROOT, "src/pages/join-qwp.tsx") });
  const urdu = districtChoices("ur", ROOT);
  expect(urdu.find((choice) => choice.value === "Swat")?.label).not.toBe("Swat");
  expect(events["/ur/events/[...]/"].attendanceDistricts).toEqual(urdu);
  expect(events["/events/[...]/"].attendanceDistricts).toEqual(districtChoices("en", ROOT));
  // The filter's list is the events list's alone: an event's page would carry the names twice.
  expect(events["/events/[...]/"].eventDistricts).toBeUndefined();
  expect(join["/ps/join-qwp/"].joinDistricts).toEqual(districtChoices("ps", ROOT));
  expect(join["/join-qwp/"].attendanceDistricts).toBeUndefined();
});

it("keeps the events list's page to the filter's names (no form there)", () => {
  const list = editionsOf({ path: "/events/", component: path.join(ROOT, "src/pages/events/index.tsx") });
  expect(list["/events/"].eventDistricts).toEqual(expect.arrayContaining([{ slug: "swat", name: "Swat" }]));
  expect(list["/events/"].attendanceDistricts).toBeUndefined();
});
