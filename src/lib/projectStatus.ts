/** The interface string of each project status (data/schema/projects.schema.json lists them). */
export const STATUS_LABEL: Readonly<Record<string, string>> = {
  Completed: "projects.statusCompleted",
  Ongoing: "projects.statusOngoing",
  "In Progress": "projects.statusInProgress",
  Awarded: "projects.statusAwarded",
  Operational: "projects.statusOperational",
};
