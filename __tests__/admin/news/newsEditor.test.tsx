import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import NewsEditor from "../../../src/admin/news/NewsEditor";
import { jsonResponse, mockFetch } from "../../../test-support/fetch";
import { AsStaff, adminNewsItem } from "../../../test-support/unit/consoleData";

type Call = { method: string; url: string };

/** The console's API as the news editor calls it: the article, the categories, the media library; any write is recorded. */
function serve(item: ReturnType<typeof adminNewsItem>) {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const call = { method: init?.method ?? "GET", url };
    calls.push(call);
    if (url.startsWith("/api/admin/media")) return jsonResponse({ media: [], totalPages: 1 });
    if (url === "/api/admin/news-categories") return jsonResponse({ categories: ["Party Affairs"] });
    if (call.method === "GET" && url === `/api/admin/news/${item._id}`) return jsonResponse(item);
    throw new Error(`unexpected ${call.method} ${url}`);
  });
  return calls;
}

/** Replaces a field's text (pasted, as typing letter by letter is slow). */
async function type(label: string | RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.click(field);
  if (text) await userEvent.paste(text);
}

/** The press office's role, which writes articles. */
const EDITOR_ROLE = "editor";

jest.setTimeout(60_000);
afterEach(() => jest.restoreAllMocks());

// The article's text editor (ProseMirror) needs a real layout engine to type into: the browser test
// (e2e/newsroom.spec.ts) writes one; here the saved article brings its text.
describe("the news editor", () => {
  it("previews what is typed, saved or not, by posting it into a new tab; values the save would refuse get their field errors and post nothing", async () => {
    const saved = adminNewsItem();
    const calls = serve(saved);
    render(
      <AsStaff role={EDITOR_ROLE}>
        <NewsEditor id={saved._id} />
      </AsStaff>,
    );
    await screen.findByRole("heading", { level: 1, name: /^Edit:/ });
    // The saved version's link gave way to the button that shows what is in the form now.
    expect(screen.queryByRole("link", { name: /Preview the page/ })).not.toBeInTheDocument();
    const form = document.getElementById("news-preview-post") as HTMLFormElement;
    expect(form).toHaveAttribute("action", "/admin/preview/news");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("target", "_blank");
    expect(form.closest("form[aria-label='Edit article']")).toBeNull();
    const posted: Array<Record<string, string>> = [];
    // jsdom opens no tab: the post is read from the submit event.
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      posted.push(Object.fromEntries(new FormData(form)) as Record<string, string>);
    });
    const preview = screen.getByRole("button", { name: "Preview the page (opens in a new tab)" });

    await type("Title", "");
    await userEvent.click(preview);
    await waitFor(() => expect(screen.getByLabelText("Title")).toHaveFocus());
    expect(screen.getByLabelText("Title")).toHaveAccessibleDescription(expect.stringContaining("Title is required"));
    expect(screen.getByRole("alert")).toHaveTextContent("Correct the fields with errors, then preview again.");
    expect(posted).toEqual([]);

    await type("Title", "پشاور میں کارکنوں کا بڑا کنونشن");
    await userEvent.click(preview);
    expect(posted).toHaveLength(1);
    expect(posted[0].id).toBe(saved._id);
    expect(JSON.parse(posted[0].values)).toEqual({
      title: "پشاور میں کارکنوں کا بڑا کنونشن",
      slug: "peshawar-convention",
      excerpt: saved.excerpt,
      content: saved.content,
      category: "Party Affairs",
      author: "Press Officer",
      imageId: null,
      status: "draft",
      publishedAt: saved.publishedAt,
      lang: "ur",
    });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });
});
