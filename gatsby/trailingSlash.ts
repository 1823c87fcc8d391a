/** The site's links never end in "/": Gatsby's setting, and what the server's render of links must match. */
export const TRAILING_SLASH = "never" as const;
