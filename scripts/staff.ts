/**
 * npm run staff -- add|list|disable|enable|reset-password (see server/admin/staffCli.ts).
 * Reads DATABASE_PATH (default var/qwp.sqlite) and STAFF_PASSWORD.
 */
import { loadConfig } from "../server/config";
import { askHiddenOnTerminal, runStaffCli } from "../server/admin/staffCli";

runStaffCli(process.argv.slice(2), {
  databasePath: loadConfig().databasePath,
  env: process.env,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  askPassword: process.stdin.isTTY ? askHiddenOnTerminal(process.stdin, process.stderr) : undefined,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
