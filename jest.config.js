/** Unit and component tests (Gatsby's documented Jest setup). Browser tests live in e2e/. */
const { BUILDS_FOR_REAL } = require("./test-support/jest/sequencer");

module.exports = {
  testEnvironment: "<rootDir>/test-support/jest/jsdom-environment.js",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    // The bot check's worker (import.meta.url, a real Worker) exists only in browsers; see the file.
    "/lib/botCheck/obtainSolution$": "<rootDir>/test-support/jest/obtainSolution.ts",
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|svg|webp|avif|woff2?|ttf|pdf)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: [
    "node_modules",
    "\\.cache",
    "<rootDir>/public",
    "<rootDir>/e2e",
    // Shared helpers, never suites of their own (Jest would otherwise run any *.test.* it finds there).
    "<rootDir>/test-support/",
    // Local state: var/test-build-workspace is a whole checkout of the project (test-support/publishing.ts).
    "<rootDir>/var/",
    // `npm test` runs the file with real builds in a Jest run of its own, started earlier (scripts/test-all.sh).
    ...(process.env.JEST_WITHOUT_REAL_BUILDS === "1" ? [BUILDS_FOR_REAL.source] : []),
  ],
  modulePathIgnorePatterns: ["<rootDir>/var/"],
  // Packages published as ES modules only are compiled like our code: otplib's base32 and hash
  // dependencies (@scure/base, @noble/hashes) among them, rjsf's schema merger (@x0k/json-schema-merge), and the OpenAPI
  // validator's reference resolver (@apidevtools/json-schema-ref-parser).
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|@scure|@noble|@x0k|@apidevtools/json-schema-ref-parser)/)"],
  globals: { __PATH_PREFIX__: "", __ICON_SPRITE_URL__: "/static/icons.svg" },
  testEnvironmentOptions: { url: "http://localhost/" },
  globalSetup: "<rootDir>/test-support/jest/globalSetup.js",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts", "<rootDir>/test-support/jest/i18n.ts"],
  // The file that runs real builds starts first, so they overlap the other files (see the file).
  testSequencer: "<rootDir>/test-support/jest/sequencer.js",
};
