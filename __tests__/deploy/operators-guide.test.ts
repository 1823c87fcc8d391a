/** @jest-environment node */
/**
 * The operator's guide and the files in deploy/ say the same thing: the paths an operator copies
 * from the guide are the ones the environment example and the units use, and every file they name
 * exists.
 */
import fs from "node:fs";
import path from "node:path";
import { ROOT_DIR } from "../../server/platform/config";

const read = (file: string) => fs.readFileSync(path.join(ROOT_DIR, file), "utf8");
const guide = read("docs/operations.md");
const envExample = read("deploy/qwp.env.example");
const setting = (name: string) => new RegExp(`^${name}=(.*)$`, "m").exec(envExample)?.[1];
const workingDirectory = /^WorkingDirectory=(.*)$/m.exec(read("deploy/qwp.service"))?.[1];

it("names only files that exist in the units' comments", () => {
  for (const unit of ["qwp.service", "qwp-backup.service", "qwp-backup.timer"]) {
    const named = read(`deploy/${unit}`).match(/__tests__\/[\w/.-]+\.ts/g) ?? [];
    for (const file of named) expect([unit, file, fs.existsSync(path.join(ROOT_DIR, file))]).toEqual([unit, file, true]);
  }
});

it("copies backups from, and restores from, the BACKUP_DIR the environment example sets", () => {
  const backupDir = setting("BACKUP_DIR");
  expect(backupDir).toBe("/srv/qwp/backups");
  const absolute = [...guide.matchAll(/(?:rclone copy|npm run restore --) (\/srv\/\S+)/g)].map((match) => match[1]);
  expect(absolute.length).toBeGreaterThanOrEqual(2);
  for (const where of absolute) expect(where.startsWith(`${backupDir}`)).toBe(true);
});

it("runs commands from the checkout the unit runs in", () => {
  expect(workingDirectory).toBe("/srv/qwp/app");
  const cds = [...guide.matchAll(/\bcd (\/srv\/\S+?)(?=\s|$)/g)].map((match) => match[1]);
  expect(cds.length).toBeGreaterThanOrEqual(2);
  for (const dir of cds) expect(dir).toBe(workingDirectory);
});

it("sets the metrics listener's address in the environment example", () => {
  expect(setting("METRICS_HOST")).toBe("127.0.0.1");
  expect(setting("METRICS_PORT")).toMatch(/^\d+$/);
});

it("gives `npm run staff -- add` every option it needs where it is a command to run (not a mention in the text)", () => {
  const commands = [...guide.matchAll(/npm run staff -- add\b([^'`\n]*)(.?)/g)].filter((match) => match[2] !== "`");
  expect(commands.length).toBeGreaterThanOrEqual(1);
  for (const [line] of commands) for (const option of ["--email", "--name", "--role"]) expect([line, line.includes(option)]).toEqual([line, true]);
});
