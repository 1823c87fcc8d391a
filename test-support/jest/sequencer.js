/**
 * Jest's own order (failed first, then slowest by the last run's timings, else biggest file), with
 * one exception: test files that run real `gatsby build`s start first. Their builds run at the
 * lowest CPU priority (server/publish/workspace.ts) and mostly wait on those child processes, so
 * started first on one worker they overlap every other file on the other worker; started last (a
 * fresh clone has no timings, and they are small files) they would run alone at the end.
 */
const Sequencer = require("@jest/test-sequencer").default;

/** The file that runs real builds (also read by jest.config.js, which `npm test` has leave it out). */
const BUILDS_FOR_REAL = /publish-builds\.test\.ts$/;

class BuildsFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    return [...sorted.filter((test) => BUILDS_FOR_REAL.test(test.path)), ...sorted.filter((test) => !BUILDS_FOR_REAL.test(test.path))];
  }
}

module.exports = BuildsFirstSequencer;
module.exports.BUILDS_FOR_REAL = BUILDS_FOR_REAL;
