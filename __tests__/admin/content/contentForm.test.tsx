import type { RJSFSchema } from "@rjsf/utils";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React, { useState } from "react";
import leaderSchema from "../../../data/schema/leader.schema.json";
import projectsSchema from "../../../data/schema/projects.schema.json";
import wingSchema from "../../../data/schema/wing.schema.json";
import tariqKhan from "../../../data/leaders/tariq-khan.json";
import ContentForm from "../../../src/admin/content/form/ContentForm";
import { toErrorSchema, type ServerFieldError } from "../../../src/admin/content/serverErrors";
import { jsonResponse, mockFetch } from "../../../test-support/fetch";

/** The form as the editor screen holds it: controlled, its latest data readable by the test. */
function renderForm(schema: unknown, initial: Record<string, unknown>, errors: ServerFieldError[] = [], path = "data/leaders/tariq-khan.json") {
  const latest = { current: initial };
  function Harness() {
    const [data, setData] = useState(initial);
    latest.current = data;
    return <ContentForm path={path} schema={schema as RJSFSchema} data={data} onChange={setData} extraErrors={errors.length ? toErrorSchema(errors) : undefined} lockedFields={["slug"]} />;
  }
  render(<Harness />);
  return latest;
}

afterEach(() => jest.restoreAllMocks());

describe("the content form generated from a file's JSON Schema", () => {
  it("labels fields from the schema, gives paragraphs a textarea and shows the schema's description as help", () => {
    renderForm(leaderSchema, tariqKhan);
    const title = screen.getByLabelText("Title", { selector: "#root_title" });
    expect(title.tagName).toBe("INPUT");
    expect(title).toHaveValue("Secretary Information");
    expect(screen.getByText("Office, e.g. Chairman.").id).toBe(title.getAttribute("aria-describedby")?.split(" ").find((id) => id.endsWith("__description")));
    expect(screen.getByLabelText("Description", { selector: "#root_description" }).tagName).toBe("TEXTAREA");
    expect(screen.getByRole("group", { name: "Social links" })).toBeInTheDocument();
    // The published slug is shown but fixed; $schema is not shown at all.
    expect(screen.getByLabelText("Slug")).toHaveAttribute("readonly");
    expect(screen.queryByDisplayValue("../schema/leader.schema.json")).not.toBeVisible();
  });

  it("starts a list that needs an entry empty, not with a blank entry", () => {
    const latest = renderForm(wingSchema, { $schema: "../schema/wing.schema.json", id: "", slug: "", order: 12 }, [], "data/wings/new.json");
    expect(within(screen.getByRole("group", { name: "Content" })).getByText("No entries yet.")).toBeInTheDocument();
    expect(latest.current.content ?? []).toEqual([]);
  });

  it("changes a text field", async () => {
    const latest = renderForm(leaderSchema, tariqKhan);
    const title = screen.getByLabelText("Title", { selector: "#root_title" });
    await userEvent.clear(title);
    await userEvent.click(title);
    await userEvent.paste("Secretary General");
    expect(latest.current.title).toBe("Secretary General");
  });

  it("adds to, reorders and removes from a list with named buttons, focus following the moved entry", async () => {
    const latest = renderForm(leaderSchema, tariqKhan);
    await userEvent.click(screen.getByRole("button", { name: "Add an entry to Achievements" }));
    expect(latest.current.achievements).toHaveLength(2);
    // The new entry's field takes the focus.
    await act(() => new Promise((resolve) => window.requestAnimationFrame(resolve)));
    expect(document.activeElement).toBe(screen.getByLabelText("Achievements, item 2"));
    await userEvent.paste("Re-elected");
    expect(latest.current.achievements).toEqual([tariqKhan.achievements[0], "Re-elected"]);

    const firstTitle = (tariqKhan.bio[0] as { title: string }).title;
    const secondTitle = (tariqKhan.bio[1] as { title: string }).title;
    const down = screen.getByRole("button", { name: "Move item 1 of Bio down" });
    act(() => down.focus());
    await userEvent.keyboard("{Enter}");
    expect((latest.current.bio as { title: string }[]).map((entry) => entry.title)).toEqual([secondTitle, firstTitle]);
    await act(() => new Promise((resolve) => window.requestAnimationFrame(resolve)));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move item 2 of Bio up" }));

    await userEvent.click(screen.getByRole("button", { name: "Remove item 1 of Bio" }));
    expect((latest.current.bio as { title: string }[]).map((entry) => entry.title)).toEqual([firstTitle]);
    // A single entry has nothing to move past.
    expect(screen.queryByRole("button", { name: "Move item 1 of Bio up" })).toBeNull();
    expect(screen.getByRole("button", { name: "Remove item 1 of Bio" })).toBeEnabled();
  });

  it("offers an enumeration's values in a select, and keeps an unknown value visible", async () => {
    const project = { title: "School", description: "A school.", category: "education", status: "Ongoing", year: "2014", location: "Swat" };
    const latest = renderForm(projectsSchema, { $schema: "./schema/projects.schema.json", stats: [], categories: [], timeline: [], projects: [project, { ...project, status: "Planned" }] }, [], "data/projects.json");
    const status = screen.getAllByLabelText("Status")[0];
    expect(within(status).getAllByRole("option").map((option) => option.textContent)).toEqual(["Choose…", "Completed", "Ongoing", "In Progress", "Awarded", "Operational"]);
    await userEvent.selectOptions(status, "Completed");
    expect((latest.current.projects as { status: string }[])[0].status).toBe("Completed");
    expect(screen.getAllByLabelText("Status")[1]).toHaveDisplayValue("Planned");
  });

  it("shows the server's refusal at its field: red border, message tied to the control", () => {
    renderForm(leaderSchema, tariqKhan, [{ field: "/bio/1/content/0/title", message: "Write a title for this part." }]);
    const field = document.getElementById("root_bio_1_content_0_title") as HTMLInputElement;
    expect(field).toHaveAttribute("aria-invalid", "true");
    const errorIds = field.getAttribute("aria-describedby")!.split(" ");
    const message = screen.getByText("Write a title for this part.");
    expect(errorIds).toContain(message.closest("[id]")!.id);
    expect(screen.getByLabelText("Title", { selector: "#root_title" })).not.toHaveAttribute("aria-invalid");
  });

  it("uploads an image for an image field and stores the path the server answers", async () => {
    const fetchSpy = mockFetch(() => jsonResponse({ path: "data/images/leaders/tariq-khan-2.jpg", value: "../images/leaders/tariq-khan-2.jpg", commit: "c".repeat(40) }, 201));
    const created = jest.fn(() => "blob:portrait");
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const latest = renderForm(leaderSchema, tariqKhan);
    const input = screen.getByLabelText("Image");
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");
    await userEvent.upload(input, new File(["jpeg"], "portrait.jpg", { type: "image/jpeg" }));
    expect(await screen.findByText("portrait.jpg is uploaded. Save the form to use it.")).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[0];
    expect(url).toBe("/api/admin/content/uploads");
    const sent = (init as RequestInit).body as FormData;
    expect(sent.get("for")).toBe("data/leaders/tariq-khan.json");
    expect(sent.get("use")).toBe("image");
    expect((sent.get("file") as File).name).toBe("portrait.jpg");
    expect(latest.current.image).toBe("../images/leaders/tariq-khan-2.jpg");
    expect(screen.getByText("Now: ../images/leaders/tariq-khan-2.jpg")).toBeInTheDocument();
    expect(document.querySelector("img[src='blob:portrait']")).not.toBeNull();
  });

  it("shows an upload the server refuses, keeping the field's value", async () => {
    mockFetch(() => jsonResponse({ message: "This file is not a JPEG, PNG or WebP photo." }, 422));
    const latest = renderForm(leaderSchema, tariqKhan);
    await userEvent.upload(screen.getByLabelText("Image"), new File(["<svg/>"], "x.jpg", { type: "image/jpeg" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This file is not a JPEG, PNG or WebP photo.");
    expect(latest.current.image).toBe(tariqKhan.image);
  });
});
