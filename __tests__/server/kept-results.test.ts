/** @jest-environment node */
import { createKeptResults } from "../../server/platform/keptResults";

it("computes a key once: callers meanwhile share the computation, later ones get the kept result", async () => {
  const kept = createKeptResults<string>({ max: 2 });
  let computed = 0;
  const compute = () => new Promise<string>((resolve) => setTimeout(() => resolve(`result ${(computed += 1)}`), 10));
  expect(kept.peek("a")).toBeUndefined();
  const [first, second] = await Promise.all([kept.get("a", compute), kept.get("a", compute)]);
  expect([first, second, computed]).toEqual(["result 1", "result 1", 1]);
  expect(kept.peek("a")).toBe("result 1");
  expect(await kept.get("a", compute)).toBe("result 1");
  expect(await kept.get("b", compute)).toBe("result 2");
});

it("keeps no failure: the next caller computes again", async () => {
  const kept = createKeptResults<string>({ max: 2 });
  await expect(kept.get("a", () => Promise.reject(new Error("pool full")))).rejects.toThrow("pool full");
  expect(kept.peek("a")).toBeUndefined();
  expect(await kept.get("a", async () => "made")).toBe("made");
});

it("keeps the least recently used within its bound", async () => {
  const kept = createKeptResults<string>({ max: 2 });
  for (const key of ["a", "b", "c"]) await kept.get(key, async () => key);
  expect([kept.peek("a"), kept.peek("b"), kept.peek("c")]).toEqual([undefined, "b", "c"]);
});
