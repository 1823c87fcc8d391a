import type { CSSObject } from "@emotion/react";

/** A list without bullets or the browser's indent and margins, for lists laid out as rows, grids or menus. */
export const bareList: CSSObject = { listStyle: "none", margin: 0, padding: 0 };
