import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import AttendanceSection from "../../../src/admin/events/AttendanceSection";
import EventsSection from "../../../src/admin/events/EventsSection";
import { SECTIONS, sectionsFor } from "../../../src/admin/sections";
import { jsonResponse, mockFetch } from "../../../test-support/fetch";
import { AsStaff, adminEvent, attendance, eventPage } from "../../../test-support/unit/consoleData";
import type { StaffRole } from "../../../contract/validation/staff";

const EVENTS = [
  adminEvent(),
  adminEvent({ id: 8, title: "Youth convention", kind: "convention", district: "Peshawar", status: "postponed", dateToBeAnnounced: true, attendingCount: 0 }),
  adminEvent({ id: 9, title: "Press conference", kind: "press-conference", district: "Swat", status: "draft", startsAt: "2026-12-24T05:00:00.000Z", attendingCount: 0 }),
];

/** Answers GET /api/admin/events (page 2 of 2 unless a status is asked for) and records each address asked. */
function serveEvents() {
  const urls: string[] = [];
  mockFetch((url) => {
    urls.push(url);
    const { searchParams } = new URL(url, "http://localhost");
    if (url.startsWith("/api/admin/events?")) return jsonResponse(searchParams.get("status") ? eventPage(EVENTS.slice(1, 2)) : eventPage(EVENTS, Number(searchParams.get("page")), 2));
    throw new Error(`unexpected ${url}`);
  });
  return urls;
}

const section = (role: StaffRole, element: React.ReactElement) => render(<AsStaff role={role}>{element}</AsStaff>);

afterEach(() => jest.restoreAllMocks());

describe("the Events section's list", () => {
  it("shows status, Pakistan time, district and kind; filters by status and pages", async () => {
    const urls = serveEvents();
    section("editor", <EventsSection subpath="" />);
    const table = await screen.findByRole("table", { name: "23 events, latest start first, page 1 of 2. Times are Pakistan time." });
    expect(within(table).getAllByRole("row").map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ["Event", "Status", "Starts", "District", "Kind", "Attending"],
      ["Jalsa at Charsadda", "Scheduled", "5 Dec 2026, 2:00 pm PKT", "Charsadda", "Rally (jalsa)", "12"],
      ["Youth convention", "Postponed", "Date to be announced", "Peshawar", "Convention", "0"],
      ["Press conference", "Draft", "24 Dec 2026, 10:00 am PKT", "Swat", "Press conference", "0"],
    ]);
    expect(screen.getByRole("link", { name: "Jalsa at Charsadda" })).toHaveAttribute("href", "/admin/events/7");
    expect(screen.getByRole("link", { name: "Add an event" })).toHaveAttribute("href", "/admin/events/new");
    // An editor sees how many, never who.
    expect(within(table).queryByRole("link", { name: /attending/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Older" }));
    await waitFor(() => expect(urls.at(-1)).toBe("/api/admin/events?page=2"));
    await userEvent.click(screen.getByRole("button", { name: "Postponed" }));
    await waitFor(() => expect(urls.at(-1)).toBe("/api/admin/events?page=1&status=postponed"));
    expect(screen.getByRole("button", { name: "Postponed" })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(2));
  });

  it("leads admin from each count to the event's attendance list", async () => {
    serveEvents();
    section("admin", <EventsSection subpath="" />);
    expect(await screen.findByRole("link", { name: "12 attending: the list for Jalsa at Charsadda" })).toHaveAttribute("href", "/admin/events/7/attendance");
  });
});

describe("an event's attendance list", () => {
  function serveAttendance(eventAnswer: Response) {
    const urls: string[] = [];
    mockFetch((url) => {
      urls.push(url);
      if (url === "/api/admin/events/7") return eventAnswer;
      if (url.startsWith("/api/admin/events/7/attendance?")) {
        const q = new URL(url, "http://localhost").searchParams.get("q");
        const list = q ? [attendance(2, { name: "ثناء خان", mobile: "03001234567" })] : [attendance(1, { email: "gul@example.pk" }), attendance(2, { name: "ثناء خان", mobile: "03001234567", district: "Mardan" })];
        return jsonResponse({ attendances: list, page: 1, totalPages: 1, total: list.length });
      }
      throw new Error(`unexpected ${url}`);
    });
    return urls;
  }

  it("names the event, counts, lists, searches and exports", async () => {
    const urls = serveAttendance(jsonResponse(adminEvent()));
    section("admin", <EventsSection subpath="7/attendance" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Attendance: Jalsa at Charsadda" })).toBeInTheDocument();
    expect(await screen.findByText("2 people have said they will attend.")).toBeInTheDocument();
    expect(screen.getByText(/The list is deleted 30 days after the event ends\./)).toBeInTheDocument();
    expect(screen.getAllByRole("row").map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ["Name", "Mobile", "District", "Email", "Sent"],
      ["Attendee 1", "03001234561", "Charsadda", "gul@example.pk", "25 Nov 2026, 12:30 pm PKT"],
      ["ثناء خان", "03001234567", "Mardan", "—", "25 Nov 2026, 12:30 pm PKT"],
    ]);
    expect(screen.getByRole("link", { name: "Export CSV (the whole list)" })).toHaveAttribute("href", "/api/admin/events/7/attendance?format=csv");

    await userEvent.type(screen.getByLabelText("Search name, mobile or district"), " 0300123 ");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("1 found for “0300123”.")).toBeInTheDocument();
    expect(urls.at(-1)).toBe("/api/admin/events/7/attendance?page=1&q=0300123");
  });

  it("still lists when this role may not read the event itself", async () => {
    serveAttendance(jsonResponse({ message: "Your role may not do this." }, 403));
    section("office", <AttendanceSection subpath="7" />);
    expect(await screen.findByText("2 people have said they will attend.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Attendance" })).toBeInTheDocument();
  });
});

describe("the office's Event attendance section", () => {
  it("lists every event under All, each leading to its attendance list, and one status when chosen", async () => {
    const urls = serveEvents();
    section("office", <AttendanceSection subpath="" />);
    await screen.findByRole("table");
    expect(screen.getByRole("heading", { level: 1, name: "Event attendance" })).toBeInTheDocument();
    expect(urls[0]).toBe("/api/admin/events?page=1");
    expect(screen.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getAllByRole("row")).toHaveLength(1 + EVENTS.length);
    expect(screen.getByRole("link", { name: "Youth convention" })).toHaveAttribute("href", "/admin/attendance/8");
    expect(screen.queryByRole("button", { name: "Draft" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Scheduled" }));
    await waitFor(() => expect(urls.at(-1)).toBe("/api/admin/events?page=1&status=scheduled"));
    await userEvent.click(screen.getByRole("button", { name: "All" }));
    await waitFor(() => expect(urls.at(-1)).toBe("/api/admin/events?page=1"));
  });
});

describe("who sees the two sections", () => {
  const ids = (role: StaffRole) => sectionsFor(role, SECTIONS).map((s) => s.id);
  it("gives events to editors and admins, attendance to the office and admins", () => {
    expect(ids("editor")).toContain("events");
    expect(ids("editor")).not.toContain("attendance");
    expect(ids("office")).toContain("attendance");
    expect(ids("office")).not.toContain("events");
    expect(ids("admin")).toEqual(expect.arrayContaining(["events", "attendance"]));
  });
});
