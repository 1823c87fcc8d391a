/** What every widget of the content form may read: the content file the form edits (an upload names it). */
export type ContentFormContext = { path: string };
