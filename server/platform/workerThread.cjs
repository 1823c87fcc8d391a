// A worker thread of the pool (workerPool.ts): Node 20 does not pass tsx's loader to worker threads,
// so each thread registers it here, then runs the named export of the task's own module.
require("tsx/cjs");

module.exports = ({ module, name, args }) => {
  const tasks = require(module);
  return name ? tasks[name](...args) : true;
};
