import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import wingSchema from "../../../data/schema/wing.schema.json";
import youthWing from "../../../data/wings/youth-wing.json";
import ContentEditor from "../../../src/admin/content/ContentEditor";
import { jsonResponse, mockFetch } from "../../../test-support/fetch";

// A wing: a real file whose form is small, so the flow, not the form's size, is what this file measures.
const PATH = "data/wings/youth-wing.json";
const FILE = { path: PATH, kind: "wing", title: "Youth Wing", page: "/wings/youth-wing", data: youthWing, schema: wingSchema, revision: "rev-1" };

type Answer = { status: number; body: unknown };

/** The content and site API as the editor calls them; `saves` answers each PUT in turn. */
function serve(saves: Answer[], builds: unknown[] = []) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const spy = mockFetch((url, init) => {
    const method = init?.method ?? "GET";
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === `/api/admin/content/${PATH}` && method === "GET") return jsonResponse({ ...FILE, revision: calls.filter((c) => c.method === "GET" && c.url.endsWith(".json")).length === 1 ? "rev-1" : "rev-2" });
    if (url === `/api/admin/content/${PATH}` && method === "PUT") {
      const answer = saves.shift()!;
      return jsonResponse(answer.body, answer.status);
    }
    if (url.startsWith("/api/admin/site/builds")) return jsonResponse({ builds, totalPages: 1 });
    throw new Error(`unexpected ${method} ${url}`);
  });
  return { calls, spy };
}

async function changeTitle(to: string) {
  const title = await screen.findByLabelText("Title", { selector: "#root_title" });
  await userEvent.clear(title);
  await userEvent.click(title);
  await userEvent.paste(to);
}

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe("the content editor's save flow", () => {
  it("shows the change field by field, saves with the message and follows the build until the page is live", async () => {
    const { calls } = serve(
      [{ status: 200, body: { path: PATH, commit: "a".repeat(40), revision: "rev-2", build: { id: 7, status: "queued", commit: "a".repeat(40) } } }],
      [{ id: 7, trigger: "console", by: "Bilal", commit: "a".repeat(40), requestedAt: "2026-11-25T10:00:00Z", startedAt: null, finishedAt: null, status: "live", errors: [], log: [], releaseId: "r1" }],
    );
    render(<ContentEditor path={PATH} />);
    expect(await screen.findByRole("button", { name: "Review changes" })).toBeDisabled();
    await changeTitle("Youth and Students Wing");
    expect(screen.getByText("1 field changes.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Review changes" }));

    const changes = screen.getByRole("list", { name: "Changes to save" });
    const item = within(changes).getByRole("listitem");
    expect(item).toHaveTextContent("Title");
    expect(within(item).getByText("Youth Wing").tagName).toBe("DEL");
    expect(within(item).getByText("Youth and Students Wing").tagName).toBe("INS");
    await userEvent.click(screen.getByLabelText("Describe the change (optional)"));
    await userEvent.paste("New name");
    await userEvent.click(screen.getByRole("button", { name: "Save and publish" }));

    expect(await screen.findByText("Your change is live.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "/wings/youth-wing" })).toHaveAttribute("href", "/wings/youth-wing");
    const put = calls.find((call) => call.method === "PUT")!;
    expect(put.body).toEqual({ data: { ...youthWing, title: "Youth and Students Wing" }, revision: "rev-1", message: "New name" });
    expect(screen.getByRole("button", { name: "Review changes" })).toBeDisabled();
  });

  it("shows the server's refusal at each field and in a focused summary, keeping what was typed", async () => {
    serve([{ status: 400, body: { message: "The file has 1 problem; nothing was saved.", errors: [{ field: "/title", message: "Write the wing's name." }] } }]);
    render(<ContentEditor path={PATH} />);
    await changeTitle("   ");
    await userEvent.click(screen.getByRole("button", { name: "Review changes" }));
    await userEvent.click(screen.getByRole("button", { name: "Save and publish" }));

    const summary = await screen.findByRole("alert", { name: "The file was not saved" });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent("The file has 1 problem; nothing was saved.");
    const field = screen.getByLabelText("Title", { selector: "#root_title" });
    expect(field).toHaveValue("   ");
    expect(field).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(within(summary).getByRole("link", { name: "Title: Write the wing's name." }));
    expect(field).toHaveFocus();
    await userEvent.type(field, "Youth");
    expect(field).toHaveFocus();
    expect(field).toHaveValue("   Youth");
  });

  it("refuses to overwrite a newer version: conflict message, reload, and the editor's changes kept in view", async () => {
    const { calls } = serve([{ status: 409, body: { message: "This file was changed by someone else since you opened it.", revision: "rev-2" } }]);
    render(<ContentEditor path={PATH} />);
    await changeTitle("Youth and Students Wing");
    await userEvent.click(screen.getByRole("button", { name: "Review changes" }));
    await userEvent.click(screen.getByRole("button", { name: "Save and publish" }));

    const conflict = await screen.findByRole("alert", { name: "Someone else changed this file" });
    expect(conflict).toHaveTextContent("This file was changed by someone else since you opened it.");
    expect(within(conflict).getByText("Youth and Students Wing")).toBeInTheDocument();
    await userEvent.click(within(conflict).getByRole("button", { name: "Reload the file" }));
    expect(await screen.findByLabelText("Title", { selector: "#root_title" })).toHaveValue("Youth Wing");
    expect(within(screen.getByRole("alert", { name: "Someone else changed this file" })).getByText("Youth and Students Wing")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "GET" && call.url.endsWith(".json"))).toHaveLength(2);
  });
});
