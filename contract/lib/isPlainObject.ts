/**
 * Whether a parsed JSON value is an object of named fields (not null, not a list). Data files, translations,
 * API answers and console diffs all walk JSON by this one test.
 */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
