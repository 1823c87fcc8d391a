/**
 * jsdom has no fetch API. Tests mock the network at the fetch boundary
 * (`jest.spyOn(global, "fetch")` answering with real `Response` objects), so the page gets
 * Node's own fetch, Response, Request and Headers; and structuredClone, which browsers have and
 * rjsf's form uses on every change.
 */
const { TestEnvironment } = require("jest-environment-jsdom");

class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of ["fetch", "Response", "Request", "Headers", "ReadableStream", "TextEncoder", "TextDecoder", "structuredClone"]) {
      if (typeof this.global[name] === "undefined") this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
