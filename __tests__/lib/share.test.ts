import { sharePage } from "../../src/lib/share";

const data = { title: "T", text: "E", url: "http://localhost/news/a" };

afterEach(() => {
  // @ts-expect-error test cleanup of optional browser APIs
  delete navigator.share;
  // @ts-expect-error test cleanup of optional browser APIs
  delete navigator.clipboard;
  // @ts-expect-error jsdom has no execCommand
  delete document.execCommand;
});

const define = (name: "share" | "clipboard", value: unknown) =>
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });

it("uses the native share sheet when the browser has one", async () => {
  const share = jest.fn().mockResolvedValue(undefined);
  const writeText = jest.fn();
  define("share", share);
  define("clipboard", { writeText });
  await expect(sharePage(data)).resolves.toBe("shared");
  expect(share).toHaveBeenCalledWith(data);
  expect(writeText).not.toHaveBeenCalled();
});

it("treats a closed share sheet as cancelled, not as a failure", async () => {
  define("share", jest.fn().mockRejectedValue(new DOMException("Share canceled", "AbortError")));
  await expect(sharePage(data)).resolves.toBe("cancelled");
});

it("copies the page address without native share", async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  define("clipboard", { writeText });
  await expect(sharePage(data)).resolves.toBe("copied");
  expect(writeText).toHaveBeenCalledWith("http://localhost/news/a");
});

it("falls back to copying when native share fails for another reason", async () => {
  define("share", jest.fn().mockRejectedValue(new DOMException("Not allowed", "NotAllowedError")));
  const writeText = jest.fn().mockResolvedValue(undefined);
  define("clipboard", { writeText });
  await expect(sharePage(data)).resolves.toBe("copied");
});

it("uses the selection copy without a Clipboard API, and reports a failure", async () => {
  document.execCommand = jest.fn().mockReturnValue(true);
  await expect(sharePage(data)).resolves.toBe("copied");
  expect(document.execCommand).toHaveBeenCalledWith("copy");
  document.execCommand = jest.fn().mockReturnValue(false);
  await expect(sharePage(data)).resolves.toBe("failed");
});
