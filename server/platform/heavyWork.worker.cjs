// The worker pool's entry: Node 20 does not pass tsx's loader to worker threads, so each thread
// registers it here before loading the TypeScript tasks.
require("tsx/cjs");
const { heavyWork } = require("./heavyWork.ts");

module.exports = ({ name, args }) => heavyWork[name](...args);
