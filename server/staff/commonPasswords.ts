/**
 * The list of common passwords shipped with the project (common-passwords.txt beside this file),
 * read once. A password is refused when it, or its core without trailing digits and symbols, or
 * one repeated unit of it ("passwordpassword"), is on the list.
 */
import fs from "node:fs";
import path from "node:path";

let cached: Set<string> | undefined;

export function commonPasswords(): Set<string> {
  if (!cached) {
    const text = fs.readFileSync(path.join(__dirname, "common-passwords.txt"), "utf8");
    cached = new Set(
      text
        .split(/\r?\n/)
        .map((line) => line.trim().toLowerCase())
        .filter((line) => line && !line.startsWith("#")),
    );
  }
  return cached;
}

/** The shortest unit the text is a repetition of ("abcabc" → "abc"). */
function repeatedUnit(text: string): string {
  for (let size = 1; size <= text.length / 2; size += 1) {
    if (text.length % size === 0 && text.slice(0, size).repeat(text.length / size) === text) return text.slice(0, size);
  }
  return text;
}

export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const lower = password.toLowerCase();
  const core = lower.replace(/[\d\W_]+$/u, "");
  const candidates = [lower, core, repeatedUnit(lower), repeatedUnit(core)];
  return candidates.some((candidate) => candidate.length > 0 && list.has(candidate));
}
