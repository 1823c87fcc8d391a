// Before any test file: the checkout's module of server-made markup, which the fixture sites of
// server tests carry (test-support/renderModule.ts). Made here once, not by every test file at once.
require("tsx/cjs");

module.exports = async () => {
  const { RENDER_MODULE_ENV, checkoutRenderModule } = require("../renderModule.ts");
  // Test files run in workers started after this, with this environment.
  process.env[RENDER_MODULE_ENV] = await checkoutRenderModule();
};
