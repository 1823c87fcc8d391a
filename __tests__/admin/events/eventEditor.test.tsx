import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import path from "node:path";
import React from "react";
import { districtListing } from "../../../gatsby/districtNames";
import EventEditor from "../../../src/admin/events/EventEditor";
import { jsonResponse, mockFetch } from "../../../test-support/fetch";
import { AsStaff, adminEvent } from "../../../test-support/unit/consoleData";
import type { AdminEvent } from "../../../contract/lib/api/eventWire";
import type { StaffRole } from "../../../contract/validation/staff";

type Call = { method: string; url: string; body?: Record<string, unknown> };

/** The districts as the server answers them: data/districts, slug and English name. */
const DISTRICTS = districtListing("en", path.resolve(__dirname, "../../..")).map(({ slug, name }) => ({ slug, name }));

/** The console's API as the editor calls it: the event (if any), the districts, the media library, and `save` answering PUT/POST/DELETE. */
function serve(event: AdminEvent | null, save: (call: Call) => Response = (call) => jsonResponse({ ...event, ...call.body })) {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const call: Call = { method: init?.method ?? "GET", url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    if (url.startsWith("/api/admin/media")) return jsonResponse({ media: [], totalPages: 1 });
    if (call.method === "GET" && url === "/api/admin/events/districts") return jsonResponse({ districts: DISTRICTS });
    if (call.method === "GET" && event && url === `/api/admin/events/${event.id}`) return jsonResponse(event);
    if (call.method !== "GET") return save(call);
    throw new Error(`unexpected ${call.method} ${url}`);
  });
  return calls;
}

const saves = (calls: Call[]) => calls.filter((call) => call.method !== "GET");

function renderEditor(id: string | undefined, role: StaffRole = "editor") {
  return render(
    <AsStaff role={role}>
      <EventEditor id={id} />
    </AsStaff>,
  );
}

/** Replaces a field's text (pasted: typing each letter into a form this size takes seconds). */
async function type(label: string | RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.click(field);
  if (text) await userEvent.paste(text);
}

/** A datetime-local control takes its whole value at once, as a browser's picker gives it. */
const setTime = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

// A whole form filled in on a shared machine: seconds, not milliseconds.
jest.setTimeout(60_000);

beforeEach(() => (navigate as jest.Mock).mockClear());
afterEach(() => jest.restoreAllMocks());

// The description's editor (ProseMirror) needs a real layout engine to type into: the browser test
// (e2e/admin-events.spec.ts) writes one; here saved events bring theirs.
describe("the event editor", () => {
  it("holds a new event back until it is complete: each missing field named, the first one focused, nothing sent", async () => {
    const calls = serve(null);
    renderEditor(undefined);
    expect(await screen.findByRole("heading", { level: 1, name: "New event" })).toBeInTheDocument();
    await type("Title", "Corner meeting in Mardan");
    expect(screen.getByLabelText(/Address \(slug\)/)).toHaveValue("corner-meeting-in-mardan");
    expect(screen.getByText("The event will be at /events/corner-meeting-in-mardan")).toBeInTheDocument();
    setTime("Starts (Pakistan time)", "2026-12-05T14:00");
    setTime("Ends (Pakistan time)", "2026-12-05T13:00");
    await userEvent.click(screen.getByRole("button", { name: "Save event" }));

    await waitFor(() => expect(screen.getByLabelText("Kind of event")).toHaveFocus());
    const problems = {
      "Kind of event": "Choose the kind of event",
      Summary: "Summary is required",
      "Ends (Pakistan time)": "The end must be after the start",
      Venue: "Enter the venue",
      Address: "Enter the address",
      District: "Choose a district",
    };
    for (const [label, message] of Object.entries(problems)) expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByRole("textbox", { name: "Description" })).toHaveAccessibleDescription("Describe the event");
    expect(saves(calls)).toEqual([]);
  });

  it("previews what is typed, saved or not, by posting it into a new tab; values the save would refuse get their field errors and post nothing", async () => {
    const saved = adminEvent({ status: "draft", slugLocked: false, attendingCount: 0 });
    const calls = serve(saved);
    renderEditor(String(saved.id));
    await screen.findByRole("heading", { level: 1, name: /^Edit:/ });
    const posted: Array<Record<string, string>> = [];
    const form = document.getElementById("event-preview") as HTMLFormElement;
    expect(form).toHaveAttribute("action", "/admin/preview/events");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("target", "_blank");
    // jsdom opens no tab: the post is read from the submit event.
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      posted.push(Object.fromEntries(new FormData(form)) as Record<string, string>);
    });
    const preview = screen.getByRole("button", { name: "Preview the page (opens in a new tab)" });

    await type("Venue", "");
    await userEvent.click(preview);
    await waitFor(() => expect(screen.getByLabelText("Venue")).toHaveFocus());
    expect(screen.getByLabelText("Venue")).toHaveAccessibleDescription(expect.stringContaining("Enter the venue"));
    expect(screen.getByRole("alert")).toHaveTextContent("Correct the fields with errors, then preview again.");
    expect(posted).toEqual([]);

    await type("Venue", "Jinnah Park");
    await type("Title", "A title not saved yet");
    await userEvent.click(preview);
    expect(posted).toHaveLength(1);
    expect(posted[0].id).toBe(String(saved.id));
    expect(JSON.parse(posted[0].values)).toMatchObject({ title: "A title not saved yet", venue: "Jinnah Park", statusNote: "" });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(saves(calls)).toEqual([]);
  });

  it("saves dates typed in Pakistan time as UTC and the chosen district, wing and language by their codes", async () => {
    const draft = adminEvent({ status: "draft", slugLocked: false, attendingCount: 0 });
    const calls = serve(draft);
    renderEditor("7");
    expect(await screen.findByRole("heading", { level: 1, name: "Edit: Jalsa at Charsadda" })).toBeInTheDocument();
    expect(screen.getByLabelText("Starts (Pakistan time)")).toHaveValue("2026-12-05T14:00");
    setTime("Starts (Pakistan time)", "2026-12-06T10:30");
    setTime("Ends (Pakistan time)", "2026-12-06T13:00");
    await userEvent.selectOptions(screen.getByLabelText("District"), "Mardan");
    await userEvent.selectOptions(screen.getByLabelText(/Organised by/), "Youth Wing");
    await userEvent.selectOptions(screen.getByLabelText("Language of the event's text"), "Urdu (اردو)");
    await type("Latitude", "34.");
    expect(screen.getByLabelText("Latitude")).toHaveValue("34.");
    await type("Latitude", "34.1986");
    await type("Longitude", "72.0404");
    await userEvent.click(screen.getByLabelText("Show the attendance count publicly"));
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Draft saved: only staff see it.")).toBeInTheDocument();
    const [put] = saves(calls);
    expect(put).toMatchObject({ method: "PUT", url: "/api/admin/events/7" });
    expect(put.body).toEqual({
      title: "Jalsa at Charsadda",
      slug: "jalsa-at-charsadda",
      kind: "rally",
      summary: draft.summary,
      body: draft.body,
      startsAt: "2026-12-06T05:30:00.000Z",
      endsAt: "2026-12-06T08:00:00.000Z",
      venue: "Jinnah Park",
      address: "Mardan Road, Charsadda",
      district: "Mardan",
      lat: 34.1986,
      lon: 72.0404,
      wing: "youth-wing",
      photo: null,
      lang: "ur",
      status: "draft",
      dateToBeAnnounced: false,
      statusNote: "",
      showAttendanceCount: true,
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("writes an Urdu event right to left and asks for a Latin address, offering one from its kind, district and date", async () => {
    const calls = serve(null);
    renderEditor(undefined);
    await screen.findByRole("heading", { level: 1, name: "New event" });
    await userEvent.selectOptions(screen.getByLabelText("Language of the event's text"), "Urdu (اردو)");
    await type("Title", "مردان میں جلسہ");
    await userEvent.selectOptions(screen.getByLabelText("Kind of event"), "Rally (jalsa)");
    await userEvent.selectOptions(screen.getByLabelText("District"), "Mardan");
    setTime("Starts (Pakistan time)", "2026-12-20T14:00");
    for (const label of ["Title", "Summary", "Venue", "Address"]) {
      expect(screen.getByLabelText(label)).toHaveAttribute("lang", "ur");
      expect(screen.getByLabelText(label)).toHaveAttribute("dir", "rtl");
    }
    const slug = screen.getByLabelText("Address (slug)");
    expect(slug).toHaveAttribute("dir", "ltr");
    await waitFor(() => expect(slug).toHaveValue("rally-mardan-2026-12-20"));
    expect(slug).toHaveAccessibleDescription(expect.stringContaining("suggested from the kind, district and date: rally-mardan-2026-12-20"));
    expect(slug).toHaveAccessibleDescription(expect.stringContaining("The event will be at /events/rally-mardan-2026-12-20"));

    await userEvent.clear(slug);
    await userEvent.click(screen.getByRole("button", { name: "Save event" }));
    expect(await screen.findByText("The title has no Latin letters: type a short address in Latin letters")).toBeInTheDocument();
    expect(saves(calls)).toEqual([]);
  });

  it("asks for both coordinates or neither", async () => {
    const calls = serve(adminEvent());
    renderEditor("7");
    await screen.findByLabelText("Latitude");
    await type("Latitude", "34.1986");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Enter both latitude and longitude, or neither")).toBeInTheDocument();
    await type("Longitude", "east");
    expect(await screen.findByText("Enter the longitude as a number")).toBeInTheDocument();
    expect(saves(calls)).toEqual([]);
  });

  it("postpones to a new date or to a date to be announced, and cancels only with a reason", async () => {
    const calls = serve(adminEvent());
    renderEditor("7");
    const status = await screen.findByLabelText("Status");
    expect(screen.queryByLabelText("New date to be announced")).not.toBeInTheDocument();

    await userEvent.selectOptions(status, "Postponed");
    expect(screen.getByLabelText("New start (Pakistan time)")).toBeInTheDocument();
    setTime("New start (Pakistan time)", "2026-12-12T14:00");
    setTime("New end (Pakistan time)", "2026-12-12T17:00");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Saved: the site shows the event as postponed.")).toBeInTheDocument();
    expect(saves(calls)[0].body).toMatchObject({ status: "postponed", startsAt: "2026-12-12T09:00:00.000Z", dateToBeAnnounced: false });

    await userEvent.click(screen.getByLabelText("New date to be announced"));
    expect(screen.getByLabelText("Starts (Pakistan time)")).toBeInTheDocument();
    const note = screen.getByLabelText("Note on the postponement (optional)");
    expect(note.closest("div")!.querySelector("label")).toHaveTextContent(/^Note on the postponement \(optional\)$/);
    await type("Note on the postponement (optional)", "Heavy rain is forecast.");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText("Saved: the site shows the event as postponed.");
    await waitFor(() => expect(saves(calls)).toHaveLength(2));
    expect(saves(calls)[1].body).toMatchObject({ status: "postponed", dateToBeAnnounced: true, statusNote: "Heavy rain is forecast." });

    // The cancellation asks for its own reason: the postponement's note is never sent as one.
    await userEvent.selectOptions(screen.getByLabelText("Status"), "Cancelled");
    expect(screen.queryByLabelText("New date to be announced")).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Note on the postponement/)).not.toBeInTheDocument();
    expect(screen.getByLabelText("Reason for cancelling (one line)")).toHaveValue("");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Say in one line why it was cancelled")).toBeInTheDocument();
    expect(screen.getByLabelText("Reason for cancelling (one line)")).toHaveFocus();
    expect(saves(calls)).toHaveLength(2);

    await type("Reason for cancelling (one line)", "The district administration withdrew permission.");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Saved: the site shows the event as cancelled.")).toBeInTheDocument();
    // A cancellation is not also "to be announced": only the status's own extra is sent.
    expect(saves(calls)[2].body).toMatchObject({ status: "cancelled", statusNote: "The district administration withdrew permission.", dateToBeAnnounced: false });
  });

  it("shows the server's refusal at its field and in the banner", async () => {
    serve(adminEvent(), () => jsonResponse({ message: "The event has 1 problem; nothing was saved.", errors: { venue: "Enter the venue" } }, 400));
    renderEditor("7");
    await userEvent.click(await screen.findByRole("button", { name: "Save changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The event has 1 problem; nothing was saved.");
    expect(screen.getByLabelText("Venue")).toHaveAccessibleDescription(expect.stringContaining("Enter the venue"));
  });

  it("locks a public event's address and never offers to delete it", async () => {
    serve(adminEvent({ slugLocked: true }));
    renderEditor("7");
    const slug = await screen.findByLabelText(/Address \(slug\)/);
    expect(slug).toHaveAttribute("readonly");
    expect(screen.getByText("This event has been public, so its address is locked: shared links and subscribed calendars keep working.")).toBeInTheDocument();
    expect(screen.getByText("An event that has been public is never deleted: mark it cancelled instead.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete draft" })).not.toBeInTheDocument();
    expect(within(screen.getByLabelText("Status")).queryByRole("option", { name: "Draft" })).not.toBeInTheDocument();
  });

  it("deletes a draft that was never public, after asking", async () => {
    const calls = serve(adminEvent({ status: "draft", slugLocked: false }), () => new Response(null, { status: 204 }));
    jest.spyOn(window, "confirm").mockReturnValue(true);
    renderEditor("7");
    await userEvent.click(await screen.findByRole("button", { name: "Delete draft" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/admin/events"));
    expect(saves(calls)).toEqual([{ method: "DELETE", url: "/api/admin/events/7", body: undefined }]);
    expect(window.confirm).toHaveBeenCalledWith(expect.stringContaining("It has never been public"));
  });

  it("gives the attendance list to admin, and to an editor only the count", async () => {
    serve(adminEvent({ attendingCount: 12 }));
    const { unmount } = renderEditor("7", "admin");
    expect(await screen.findByText(/12 people have said they will attend\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Attendance list" })).toHaveAttribute("href", "/admin/events/7/attendance");
    unmount();
    renderEditor("7", "editor");
    expect(await screen.findByText(/12 people have said they will attend\./)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Attendance list" })).not.toBeInTheDocument();
  });
});
