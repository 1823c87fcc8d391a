import { SAVE_DATA_CLASS, SAVE_DATA_SCRIPT, savingData, stopLoadingOnHover } from "../../src/lib/saveData";

const html = document.documentElement;

/** Runs the head script with this navigator.connection (undefined: a browser without it). */
function runScript(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, "connection", { value: connection, configurable: true });
  new Function(SAVE_DATA_SCRIPT)();
}

beforeEach(() => html.classList.remove(SAVE_DATA_CLASS));
afterAll(() => Object.defineProperty(navigator, "connection", { value: undefined, configurable: true }));

describe("the head script", () => {
  it.each([
    { connection: { saveData: true, effectiveType: "4g" }, saving: true },
    { connection: { saveData: false, effectiveType: "2g" }, saving: true },
    { connection: { saveData: false, effectiveType: "slow-2g" }, saving: true },
    { connection: { saveData: false, effectiveType: "3g" }, saving: false },
    { connection: { saveData: false, effectiveType: "4g" }, saving: false },
    { connection: {}, saving: false },
    { connection: undefined, saving: false },
  ])("connection $connection → saving data $saving", ({ connection, saving }) => {
    runScript(connection);
    expect(html.classList.contains(SAVE_DATA_CLASS)).toBe(saving);
    expect(savingData()).toBe(saving);
  });
});

describe("stopLoadingOnHover", () => {
  it("makes Gatsby's hovering load nothing, and leaves a page without the loader alone", () => {
    const hovering = jest.fn();
    const target = { ___loader: { hovering } };
    stopLoadingOnHover(target);
    target.___loader.hovering("/about/manifestos");
    expect(hovering).not.toHaveBeenCalled();
    expect(() => stopLoadingOnHover({})).not.toThrow();
  });
});
