/** One data file as read from disk: its path from the project root (posix) and its parsed JSON. */
export interface DataFile {
  path: string;
  json?: unknown;
  /** Set instead of json when the file is not valid JSON. */
  parseError?: string;
}

/** Everything the checks look at; built from disk by loadDataSet, or by hand in tests. */
export interface DataSet {
  files: DataFile[];
  /** Every file under data/ and static/, as posix paths from the project root. */
  existing: Set<string>;
  /** Files under src/pages, as posix paths from src/pages (e.g. "about/history.tsx"). */
  pageFiles: string[];
  /** JSON Schemas by file kind (see fileKind). */
  schemas: Record<string, object>;
  /** Wing slugs the membership form offers (WING_SLUGS): each needs its file in data/wings (more wings may exist). */
  wingSlugs: readonly string[];
  /**
   * The districts the events in the database name, each with its events' slugs; absent where the
   * build cannot see the events (a developer's or CI's build). See gatsby/data-checks/eventDistricts.ts.
   */
  eventDistricts?: Readonly<Record<string, readonly string[]>>;
}

/** One editor mistake: which file, which entry in it, which field, and what was expected. */
export interface Problem {
  file: string;
  entry?: string;
  field?: string;
  /** The same place as a JSON Pointer into the file ("/projects/3/status"), for forms that show it at the field. */
  pointer?: string;
  message: string;
}

export function formatProblem({ file, entry, field, message }: Problem): string {
  return `${file}: ${entry ? `${entry}: ` : ""}${field ? `field "${field}" ` : ""}${message}`;
}
