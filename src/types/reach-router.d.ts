// Gatsby's router fork ships without types; its API is reach-router's, typed by @types/reach__router.
declare module "@gatsbyjs/reach-router" {
  export * from "@reach/router";
}
