/**
 * What the shell gives every section screen. In a file of its own so a section can name it without
 * importing the registry that lazily imports the section (an import circle).
 */
export type SectionProps = {
  /** The rest of the URL after /admin/{section path}, e.g. "12/edit" ("" on the section's own page). */
  subpath: string;
};
