import type { RJSFSchema } from "@rjsf/utils";
import projectsSchema from "../../../data/schema/projects.schema.json";
import { errorSummary, readServerErrors, toErrorSchema } from "../../../src/admin/content/serverErrors";

const schema = projectsSchema as RJSFSchema;

describe("the server's refusal mapped onto the form", () => {
  const errors = [
    { field: "/projects/0/status", message: "Choose one of: Completed, Ongoing, In Progress, Awarded, Operational." },
    { field: "/projects/0/title", message: "Write a title." },
    { field: "/projects/0/title", message: "At most 120 characters." },
    { field: "", message: "The file could not be read." },
  ];

  it("puts every message under its field as rjsf's error schema", () => {
    expect(toErrorSchema(errors)).toEqual({
      __errors: ["The file could not be read."],
      projects: { 0: { status: { __errors: [errors[0].message] }, title: { __errors: [errors[1].message, errors[2].message] } } },
    });
  });

  it("decodes escaped pointer parts (~1 is a slash, ~0 a tilde)", () => {
    expect(toErrorSchema([{ field: "/a~1b/c~0d", message: "m" }])).toEqual({ "a/b": { "c~d": { __errors: ["m"] } } });
  });

  it("summarises each problem with its field's label and the id of its control", () => {
    expect(errorSummary(schema, errors)).toEqual([
      { label: "Projects › Item 1 › Status", message: errors[0].message, targetId: "root_projects_0_status" },
      { label: "Projects › Item 1 › Title", message: errors[1].message, targetId: "root_projects_0_title" },
      { label: "Projects › Item 1 › Title", message: errors[2].message, targetId: "root_projects_0_title" },
      { label: "", message: "The file could not be read.", targetId: null },
    ]);
  });

  it("reads only well-formed entries from an answer", () => {
    expect(readServerErrors({ message: "x", errors: [{ field: "/a", message: "b" }, { field: 3 }, "junk", null] })).toEqual([{ field: "/a", message: "b" }]);
    expect(readServerErrors({ message: "x" })).toEqual([]);
    expect(readServerErrors(undefined)).toEqual([]);
  });
});
