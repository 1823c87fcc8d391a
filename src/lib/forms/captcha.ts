import { toAsciiDigits } from "../../../contract/i18n/digits";

/** The arithmetic captcha's questions: two numbers from 1 to 10 and +, − or ×. */
export const CAPTCHA_MIN = 1;
export const CAPTCHA_MAX = 10;
export const CAPTCHA_OPERATORS = ["+", "−", "×"] as const;
export type CaptchaOperator = (typeof CAPTCHA_OPERATORS)[number];

export type CaptchaQuestion = { left: number; right: number; operator: CaptchaOperator };

const pick = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

export function createQuestion(random: () => number = Math.random): CaptchaQuestion {
  const a = pick(random, CAPTCHA_MIN, CAPTCHA_MAX);
  const b = pick(random, CAPTCHA_MIN, CAPTCHA_MAX);
  const operator = CAPTCHA_OPERATORS[pick(random, 0, CAPTCHA_OPERATORS.length - 1)];
  // Larger number first for subtraction, so nobody has to type a minus sign on a phone keypad.
  return operator === "−"
    ? { left: Math.max(a, b), right: Math.min(a, b), operator }
    : { left: a, right: b, operator };
}

export function solve({ left, right, operator }: CaptchaQuestion): number {
  if (operator === "+") return left + right;
  if (operator === "−") return left - right;
  return left * right;
}

/** The trimmed answer must be a whole number equal to the result, in 0-9 or Eastern digits (۱۲). */
export function isCorrect(question: CaptchaQuestion, answer: string): boolean {
  const trimmed = toAsciiDigits(answer).trim().replace(/^[−–]/, "-");
  return /^-?\d+$/.test(trimmed) && Number(trimmed) === solve(question);
}

/** "7 × 3", its numbers written as the page's edition writes them (Pashto: ۷ × ۳). */
export const questionText = (
  { left, right, operator }: CaptchaQuestion,
  formatNumber: (value: number) => string = String,
) => `${formatNumber(left)} ${operator} ${formatNumber(right)}`;
