/**
 * A staff member's name is the author of every commit they make in the Content section, so it must
 * be a name git records as written. Git refuses a name made only of spaces and the punctuation
 * . , : ; < > " ' \ (the commit fails), and silently drops those characters from either end and
 * < > and line breaks from inside; control characters it keeps, where they would reach a terminal.
 */

/** What git strips from either end of a name (its ident rules: every character up to space, and these). */
const GIT_EDGE_CHARACTERS = `.,:;<>"'\\`;
const isGitEdge = (character: string) =>
  character <= " " || GIT_EDGE_CHARACTERS.includes(character);
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

export const STAFF_NAME_RULE = `The name cannot contain < > or control characters, nor start or end with a space or . , : ; " ' \\ (git, which records who made each change, would change or refuse it).`;

/**
 * Invisible formatting characters: bidirectional overrides and isolates (U+202E shows a name's end
 * first), zero-width spaces, soft hyphens, tag characters, and halves of broken characters. The
 * zero-width non-joiner and joiner (U+200C, U+200D) stay: Urdu and Pashto spelling uses them.
 */
const HIDDEN_FORMAT = /(?![\u200C\u200D])[\p{Cf}\p{Cs}]/u;

export const STAFF_NAME_HIDDEN_RULE = "The name cannot contain invisible formatting characters, such as those that reverse the direction of text (U+202E).";

/** Whether `name` shows as what it is: no invisible formatting character reorders or hides any of it. */
export function nameShowsAsWritten(name: string): boolean {
  return !HIDDEN_FORMAT.test(name);
}

/** Whether git would record `name` exactly as written. */
export function gitKeepsName(name: string): boolean {
  if (!name || CONTROL.test(name) || /[<>]/.test(name)) return false;
  return !isGitEdge(name[0]) && !isGitEdge(name[name.length - 1]);
}

/**
 * The author name to give git for an account whose name predates the rule above: control
 * characters removed, then cleaned as git would; `fallback` (the email) when nothing is left.
 */
export function gitAuthorName(name: string, fallback: string): string {
  const characters = [...name.replace(new RegExp(CONTROL.source, "gu"), "")];
  while (characters.length && isGitEdge(characters[0])) characters.shift();
  while (characters.length && isGitEdge(characters[characters.length - 1])) characters.pop();
  const cleaned = characters.join("").replace(/[<>]/g, "");
  return cleaned || fallback;
}
