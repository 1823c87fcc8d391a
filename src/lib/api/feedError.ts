import { ApiError, TIMED_OUT, UNREACHABLE, errorMessage } from "./client";

/**
 * What a news or events grid says when its request failed, in the page's language (`t`): why no
 * answer came, or the server's own message (sent in the edition's language), else `fallback`.
 * A module of its own because the build gives a page the strings its code names: only pages
 * with such a grid carry the "news" texts it uses.
 */
export function feedError(error: unknown, fallback: string, t: (key: string) => string): string {
  if (error instanceof ApiError && error.status === 0) {
    if (error.message === TIMED_OUT) return t("news.timeout");
    if (error.message === UNREACHABLE) return t("news.unreachable");
  }
  return errorMessage(error, fallback);
}
