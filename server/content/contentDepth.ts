/**
 * How deep content JSON may nest. The data checks, the file writer and the error messages all walk
 * content recursively, so a body nested thousands deep would overflow the stack in whichever gets
 * it first; it is refused here, by a walk that keeps its own stack, before any of them sees it.
 */
import { ContentRefusal } from "./contentEdits";

/** Levels of objects and lists in a request body, the body itself counted; the site's deepest file has 6. */
export const CONTENT_MAX_DEPTH = 32;
export const TOO_DEEP = `The content is nested too deeply: at most ${CONTENT_MAX_DEPTH} levels of objects and lists.`;

/** Whether `value` nests objects and lists more than `limit` levels deep. */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (!node || typeof node !== "object") continue;
    if (depth > limit) return true;
    for (const child of Object.values(node))
      if (child && typeof child === "object") stack.push([child, depth + 1]);
  }
  return false;
}

/** Refuses (400) a request body nested deeper than CONTENT_MAX_DEPTH. */
export function assertContentDepth(body: unknown): void {
  if (nestedDeeperThan(body, CONTENT_MAX_DEPTH)) throw new ContentRefusal(400, TOO_DEEP);
}
