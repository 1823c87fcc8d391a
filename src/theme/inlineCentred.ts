import type { CSSObject } from "@emotion/react";

/** An inline box that centres its content both ways: icon circles, badges, square buttons. */
export const inlineCentred: CSSObject = { display: "inline-flex", alignItems: "center", justifyContent: "center" };
