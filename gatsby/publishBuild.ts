/** Set by the server's publisher (server/publish/workspace.ts) on the builds it makes into releases. */
export const PUBLISH_BUILD_ENV = "QWP_PUBLISH_BUILD";
