/**
 * `npm run staff -- add|list|disable|enable|reset-password|reset-2fa`: staff accounts from the command line,
 * which is how the first admin is created (there is no default account and no default password).
 * The password comes from STAFF_PASSWORD or is asked for twice, without echo, on a terminal; it is
 * checked by the same policy as the console's and never printed.
 */
import os from "node:os";
import { parseArgs } from "node:util";
import { ValidationError } from "yup";
import { NEW_STAFF_SCHEMA, STAFF_ROLES } from "../../contract/validation/staff";
import { openDatabase, type Db } from "../platform/database";
import { printable } from "../platform/printable";
import { createAuditLog } from "./auditLog";
import { passwordProblem } from "./passwords";
import { createPendingSignIns } from "./pendingSignIns";
import { createSecondFactor } from "./secondFactor";
import { createSessionStore } from "./sessions";
import { isRole } from "./roles";
import { DuplicateEmailError, createStaffRepository, type StaffAccount } from "./staffAccounts";

export const USAGE = `Usage: npm run staff -- <command> [options]

  add --email E --name "N" --role admin|editor|office   create an account
  list                                                  show every account
  disable --email E                                     disable an account (its sessions end)
  enable --email E                                      enable it again
  reset-password --email E                              set a new password (every session ends)
  reset-2fa --email E                                   remove a lost second factor (every session ends;
                                                        the account sets up a new one at its next sign-in)

The password is read from STAFF_PASSWORD, or asked for twice on a terminal.
DATABASE_PATH names the database (default var/qwp.sqlite).
`;

/** What `add` asks for, each option explained, with a line to copy. */
export const ADD_OPTIONS = `  --email E      the person's email address, which they sign in with
  --name "N"     their full name, in quotes when it has spaces
  --role R       admin (everything, staff accounts too), editor (news, media, content) or office (messages, applications)

For example:
  npm run staff -- add --email amina.khan@example.org --name "Amina Khan" --role admin

The password is then asked for twice (or read from STAFF_PASSWORD).
`;

export type StaffCliIo = {
  databasePath: string;
  env: NodeJS.ProcessEnv;
  out: (text: string) => void;
  err: (text: string) => void;
  /** Asks for a password without echo; undefined when there is no terminal to ask on. */
  askPassword?: (prompt: string) => Promise<string>;
};

class CliError extends Error {}

async function readNewPassword(io: StaffCliIo, context: { email: string; name?: string }): Promise<string> {
  let password = io.env.STAFF_PASSWORD;
  if (password === undefined || password === "") {
    if (!io.askPassword) throw new CliError("No password: set STAFF_PASSWORD, or run this in a terminal to be asked for it.");
    password = await io.askPassword("New password: ");
    const again = await io.askPassword("The same password again: ");
    if (password !== again) throw new CliError("The two passwords differ. Nothing was changed.");
  }
  const problem = passwordProblem(password, context);
  if (problem) throw new CliError(`${problem} Nothing was changed.`);
  return password;
}

const formatRow = (account: StaffAccount) =>
  [String(account.id).padEnd(4), account.email.padEnd(32), printable(account.name, { oneLine: true }).padEnd(24), account.role.padEnd(7), account.disabled ? "disabled" : "active", account.lastLoginAt ?? "never signed in"].join("  ");

export async function runStaffCli(argv: string[], io: StaffCliIo): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === "help" || command === "--help" || command === "-h") {
    io.out(USAGE);
    return command ? 0 : 1;
  }
  let db: Db | undefined;
  try {
    const { values } = parseArgs({
      args: rest,
      options: { email: { type: "string" }, name: { type: "string" }, role: { type: "string" } },
      strict: true,
      allowPositionals: false,
    });
    const needEmail = () => {
      if (!values.email) throw new CliError(`${command} needs --email.`);
      return values.email;
    };
    db = openDatabase(io.databasePath);
    const staff = createStaffRepository(db);
    const audit = createAuditLog(db);
    const actor = `command line (${os.userInfo().username})`;
    const existing = (email: string) => {
      const account = staff.findByEmail(email);
      if (!account) throw new CliError(`There is no staff account with the email ${email.trim().toLowerCase()}.`);
      return account;
    };

    switch (command) {
      case "add": {
        const missing = [!values.email && "--email", !values.name && "--name", !values.role && "--role"].filter(Boolean);
        if (missing.length) throw new CliError(`add needs ${missing.join(", ")}.\n\n${ADD_OPTIONS}`);
        if (!values.role || !isRole(values.role)) throw new CliError(`add needs --role, one of: ${STAFF_ROLES.join(", ")}.\n\n${ADD_OPTIONS}`);
        const email = needEmail();
        const password = await readNewPassword(io, { email, name: values.name });
        const checked = await NEW_STAFF_SCHEMA.validate({ email, name: values.name, role: values.role, password }, { abortEarly: true });
        const account = await staff.create({ email: checked.email, name: checked.name, role: values.role, password });
        audit.record({ actor, action: "staff.create", target: account.email, detail: { role: account.role } });
        io.out(`Created ${account.role} account ${account.email} (${account.name}).\n`);
        return 0;
      }
      case "list": {
        const accounts = staff.list();
        if (accounts.length === 0) io.out("No staff accounts yet. Create the first admin with: npm run staff -- add --email E --name \"N\" --role admin\n");
        else io.out(`${accounts.map(formatRow).join("\n")}\n`);
        return 0;
      }
      case "disable":
      case "enable": {
        const account = existing(needEmail());
        const result = staff.update(account.id, { disabled: command === "disable" });
        if (result === "last-admin") throw new CliError(`${account.email} is the last active admin: make another account admin first.`);
        if (result === "not-found") throw new CliError(`There is no staff account with the email ${account.email}.`);
        if (result.disabled !== account.disabled) audit.record({ actor, action: `staff.${command}`, target: account.email });
        io.out(`${account.email} is ${result.disabled ? "disabled; its sessions have ended" : "enabled"}.\n`);
        return 0;
      }
      case "reset-password": {
        const account = existing(needEmail());
        const password = await readNewPassword(io, account);
        await staff.setPassword(account.id, password);
        audit.record({ actor, action: "staff.password", target: account.email });
        io.out(`New password set for ${account.email}; every session of the account has ended.\n`);
        return 0;
      }
      case "reset-2fa": {
        const account = existing(needEmail());
        const secondFactor = createSecondFactor(db);
        const had = secondFactor.has(account.id);
        secondFactor.reset(account.id);
        createSessionStore(db).destroyAllFor(account.id);
        createPendingSignIns(db).destroyAllFor(account.id);
        audit.record({ actor, action: "totp.reset", target: account.email, detail: { hadFactor: had } });
        io.out(
          had
            ? `The second factor of ${account.email} is removed and every session of the account has ended; it sets up a new one at its next sign-in.\n`
            : `${account.email} had no second factor; every session of the account has ended.\n`,
        );
        return 0;
      }
      default:
        throw new CliError(`Unknown command "${command}".\n\n${USAGE}`);
    }
  } catch (error) {
    if (error instanceof CliError || error instanceof DuplicateEmailError || error instanceof ValidationError) {
      io.err(`${error.message}\n`);
      return 1;
    }
    if ((error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      io.err(`${(error as Error).message}\n\n${USAGE}`);
      return 1;
    }
    throw error;
  } finally {
    db?.close();
  }
}

/** Reads a line from a terminal without showing what is typed. */
export function askHiddenOnTerminal(input: NodeJS.ReadStream, output: NodeJS.WriteStream) {
  return (prompt: string) =>
    new Promise<string>((resolve, reject) => {
      // Echo off before the prompt shows: an answer typed the moment it appears is not echoed either.
      input.setRawMode(true);
      output.write(prompt);
      let typed = "";
      input.resume();
      const done = (error?: Error) => {
        input.setRawMode(false);
        input.pause();
        input.off("data", onData);
        output.write("\n");
        if (error) reject(error);
        else resolve(typed);
      };
      const onData = (chunk: Buffer) => {
        for (const char of chunk.toString("utf8")) {
          if (char === "\r" || char === "\n") return done();
          if (char === "\u0003") return done(new CliError("Cancelled."));
          if (char === "\u007f" || char === "\b") typed = [...typed].slice(0, -1).join("");
          else if (char >= " ") typed += char;
        }
        return undefined;
      };
      input.on("data", onData);
    });
}
