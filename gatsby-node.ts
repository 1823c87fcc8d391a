/**
 * Gatsby Node APIs, one module per API under gatsby/ (kept small here so each is easy to find).
 */
export { createSchemaCustomization } from "./gatsby/createSchemaCustomization";
export { onPreBootstrap } from "./gatsby/onPreBootstrap";
export { createPages } from "./gatsby/createPages";
export { onCreatePage } from "./gatsby/onCreatePage";
export { onCreateWebpackConfig } from "./gatsby/onCreateWebpackConfig";
export { onPostBootstrap } from "./gatsby/iconSprite";
export { onPostBuild } from "./gatsby/onPostBuild";
