/**
 * npm run staff -- add|list|disable|enable|reset-password (see server/staff/staffCli.ts).
 * Reads DATABASE_PATH (default var/qwp.sqlite) and STAFF_PASSWORD. `npm run staff:dev -- ...`
 * (a leading --develop) works on `npm run develop`'s database instead (default var/develop/qwp.sqlite).
 */
import { loadConfig } from "../server/platform/config";
import { askHiddenOnTerminal, runStaffCli } from "../server/staff/staffCli";
import { developStorage } from "./lib/developSettings";

const develop = process.argv[2] === "--develop";
const storage = developStorage(process.env);
const env = develop ? { ...process.env, DATABASE_PATH: storage.databasePath, MEDIA_DIR: storage.mediaDir } : process.env;

runStaffCli(process.argv.slice(develop ? 3 : 2), {
  databasePath: loadConfig(env).databasePath,
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
