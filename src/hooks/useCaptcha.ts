import { useCallback, useEffect, useRef, useState } from "react";
import englishForms from "../../data/i18n/en/forms.json";
import { createQuestion, isCorrect, type CaptchaQuestion } from "../lib/forms/captcha";

/** The English text (data/i18n/en/forms.json); the captcha shows its edition's ("forms.captchaError"). */
export const CAPTCHA_ERROR = englishForms.captchaError;
/** The captcha's error shows for 5 s. */
export const CAPTCHA_ERROR_MS = 5_000;

export type CaptchaState = {
  /** null until mounted: a random question in the static HTML would not match the browser's. */
  question: CaptchaQuestion | null;
  answer: string;
  error: string | null;
  inputRef: React.RefObject<HTMLInputElement>;
  setAnswer: (answer: string) => void;
  /** A new question; the answer box is emptied. */
  refresh: () => void;
  /** Checks the answer; when wrong shows the error, asks a new question and moves focus to it. */
  verify: () => boolean;
  /** After a successful submission: empty answer, no error, new question. */
  reset: () => void;
};

/** State of the arithmetic captcha shared by the contact and membership forms. */
export function useCaptcha(random: () => number = Math.random): CaptchaState {
  const [question, setQuestion] = useState<CaptchaQuestion | null>(null);
  const [answer, setAnswerState] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [errorId, setErrorId] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const randomRef = useRef(random);

  useEffect(() => {
    setQuestion(createQuestion(randomRef.current));
  }, []);

  useEffect(() => {
    if (!error) return undefined;
    const timer = setTimeout(() => setError(null), CAPTCHA_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error, errorId]);

  const setAnswer = useCallback((value: string) => {
    setAnswerState(value);
    setError(null);
  }, []);

  const refresh = useCallback(() => {
    setQuestion(createQuestion(randomRef.current));
    setAnswerState("");
  }, []);

  const verify = useCallback(() => {
    if (question && isCorrect(question, answer)) return true;
    setError(CAPTCHA_ERROR);
    setErrorId((n) => n + 1);
    refresh();
    inputRef.current?.focus();
    return false;
  }, [question, answer, refresh]);

  const reset = useCallback(() => {
    setError(null);
    refresh();
  }, [refresh]);

  return { question, answer, error, inputRef, setAnswer, refresh, verify, reset };
}
