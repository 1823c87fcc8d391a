import { createQuestion, isCorrect, solve } from "../../../src/lib/forms/captcha";

describe("captcha questions", () => {
  it("uses two numbers from 1 to 10 and +, − or ×, never a negative result", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i += 1) {
      const q = createQuestion();
      expect(q.left).toBeGreaterThanOrEqual(1);
      expect(q.left).toBeLessThanOrEqual(10);
      expect(q.right).toBeGreaterThanOrEqual(1);
      expect(q.right).toBeLessThanOrEqual(10);
      expect(solve(q)).toBeGreaterThanOrEqual(0);
      seen.add(q.operator);
    }
    expect([...seen].sort()).toEqual(["+", "×", "−"].sort());
  });

  it("accepts the trimmed exact result only", () => {
    const q = { left: 7, right: 3, operator: "×" } as const;
    expect(isCorrect(q, " 21 ")).toBe(true);
    expect(isCorrect(q, "21.0")).toBe(false);
    expect(isCorrect(q, "2 1")).toBe(false);
    expect(isCorrect(q, "")).toBe(false);
    expect(isCorrect({ left: 9, right: 4, operator: "−" }, "5")).toBe(true);
    expect(isCorrect({ left: 9, right: 4, operator: "+" }, "13")).toBe(true);
  });

  it("accepts the answer in Urdu/Pashto or Arabic digits", () => {
    expect(isCorrect({ left: 9, right: 4, operator: "+" }, "۱۳")).toBe(true);
    expect(isCorrect({ left: 9, right: 4, operator: "×" }, "٣٦")).toBe(true);
    expect(isCorrect({ left: 9, right: 4, operator: "×" }, "۳۵")).toBe(false);
  });
});
