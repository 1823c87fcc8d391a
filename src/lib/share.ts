export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed";

export type ShareData = { title: string; text?: string; url: string };

/** Copies with the old selection API, for browsers or insecure origins without the Clipboard API. */
function legacyCopy(value: string): boolean {
  const field = document.createElement("textarea");
  field.value = value;
  field.setAttribute("readonly", "");
  field.style.position = "fixed";
  field.style.opacity = "0";
  document.body.appendChild(field);
  field.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

/**
 * Share uses the native share feature if available, otherwise copies the page address.
 * A visitor closing the share sheet is not an error ("cancelled"); a share sheet that fails
 * for another reason falls back to copying.
 */
export async function sharePage(data: ShareData): Promise<ShareOutcome> {
  if (typeof navigator !== "undefined" && typeof navigator.share === "function") {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      if (error instanceof Error && error.name === "AbortError") return "cancelled";
    }
  }
  try {
    if (!navigator.clipboard?.writeText) throw new Error("No Clipboard API");
    await navigator.clipboard.writeText(data.url);
    return "copied";
  } catch {
    return legacyCopy(data.url) ? "copied" : "failed";
  }
}
