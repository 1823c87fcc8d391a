import type { FormikHelpers } from "formik";
import { useCallback, useEffect, useRef } from "react";
import englishForms from "../../data/i18n/en/forms.json";
import { useT } from "../i18n";
import { ApiError, TIMED_OUT, apiRequest } from "../lib/api/client";
import { newIdempotencyKey } from "../lib/forms/idempotency";
import { useBotChallenge } from "./useBotChallenge";
import type { CaptchaState } from "./useCaptcha";
import { useBanner } from "./useBanner";

/** A success banner stays 5 s, an error banner 7 s. */
export const SUCCESS_BANNER_MS = 5_000;
export const ERROR_BANNER_MS = 7_000;

/** The English texts (data/i18n/en/forms.json), for callers and tests outside a page. */
export const NO_MESSAGE_ERROR = englishForms.noMessageError;
export const FALLBACK_ERROR = englishForms.fallbackError;
/** Said when the automatic (invisible) bot check cannot be done; the form keeps what was typed. */
export const BOT_CHECK_FAILED = englishForms.botCheckFailed;
export const BOT_CHECK_RETRY = englishForms.botCheckRetry;

type Options<Values> = {
  /** API path, e.g. "contacts". */
  endpoint: string;
  successMessage: string;
  captcha: CaptchaState;
  /** What is sent: the values as the server stores them. */
  toPayload: (values: Values) => unknown;
};

type Attempt = { fingerprint: string; key: string };

/** The bot check could not be solved, so nothing was sent. */
class BotCheckUnavailable extends Error {}

/** The server refused the bot check itself (expired, spent, sent too fast), not the form's fields. */
const isBotCheckRefusal = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 400 &&
  !!error.body &&
  typeof error.body === "object" &&
  typeof (error.body as { errors?: Record<string, unknown> }).errors?.altcha === "string";

/**
 * The server validates with the same schemas, so it rarely disagrees; when it does (a rule that
 * changed after the page was built), its per-field messages are shown on the fields themselves.
 */
function showServerFieldErrors<Values>(
  error: unknown,
  values: Values,
  helpers: FormikHelpers<Values>,
) {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== "object") return;
  const { errors } = error.body as { errors?: unknown };
  if (!errors || typeof errors !== "object") return;
  const fields = Object.entries(errors as Record<string, unknown>).filter(
    ([field, message]) =>
      typeof message === "string" && Object.prototype.hasOwnProperty.call(values, field),
  );
  if (!fields.length) return;
  helpers.setTouched(Object.fromEntries(fields.map(([field]) => [field, true])) as never, false);
  helpers.setErrors(Object.fromEntries(fields) as never);
}

/** The server's own words for a refusal (already in the edition's language: the request said which). */
const serverMessage = (error: ApiError) =>
  error.body && typeof error.body === "object" && typeof (error.body as { message?: unknown }).message === "string"
    ? ((error.body as { message: string }).message.trim() || undefined)
    : undefined;

/** Why nothing was stored, in the page's language (`t`). */
function failureText(error: unknown, t: ReturnType<typeof useT>): string {
  if (!(error instanceof ApiError)) return t("forms.fallbackError");
  if (error.status === 0)
    return t(error.message === TIMED_OUT ? "forms.requestTimeout" : "forms.requestUnreachable");
  return serverMessage(error) ?? t("forms.requestFailed", { status: error.status });
}

/**
 * The submit flow both forms share: captcha first (no request when wrong), one request at a time,
 * an Idempotency-Key per submission, banners with their timings, reset on success only. Every
 * submission carries the server-verified bot check (useBotChallenge), solved while the visitor typed.
 */
export function useFormSubmission<Values>({
  endpoint,
  successMessage,
  captcha,
  toPayload,
}: Options<Values>) {
  const { banner, show, clear } = useBanner();
  const inFlight = useRef(false);
  // Kept only after a network failure: the request may have reached the server, so resending the
  // same unchanged submission must carry the same key for the server to recognise it.
  const pendingAttempt = useRef<Attempt | null>(null);
  const botCheck = useBotChallenge();
  const t = useT();

  useEffect(() => {
    if (!banner || banner.action) return undefined;
    const ms = banner.tone === "success" ? SUCCESS_BANNER_MS : ERROR_BANNER_MS;
    const timer = setTimeout(clear, ms);
    return () => clearTimeout(timer);
  }, [banner, clear]);

  const onSubmit = useCallback(
    async (values: Values, helpers: FormikHelpers<Values>) => {
      if (inFlight.current) return;
      if (!captcha.verify()) return;
      inFlight.current = true;
      clear();

      const payload = toPayload(values);
      const fingerprint = JSON.stringify(payload);
      const key =
        pendingAttempt.current?.fingerprint === fingerprint
          ? pendingAttempt.current.key
          : newIdempotencyKey();
      pendingAttempt.current = null;

      const send = async () => {
        let altcha: string;
        try {
          altcha = await botCheck.take();
        } catch (cause) {
          throw new BotCheckUnavailable(String(cause));
        }
        return apiRequest<{ message?: unknown } | null>(endpoint, {
          method: "POST",
          body: { ...(payload as object), altcha },
          headers: { "Idempotency-Key": key },
        });
      };

      try {
        let response;
        try {
          response = await send();
        } catch (error) {
          // A check that expired or was refused is replaced by a new one, once, without asking.
          if (!isBotCheckRefusal(error)) throw error;
          botCheck.restart();
          response = await send();
        }
        if (response && typeof response.message === "string" && response.message) {
          show("success", successMessage);
          helpers.resetForm();
          captcha.reset();
        } else {
          show("error", t("forms.noMessageError"));
        }
      } catch (error) {
        // The browser knows it has no connection: say so, rather than blame the server or the check.
        const offline = typeof navigator !== "undefined" && navigator.onLine === false;
        if (error instanceof BotCheckUnavailable) {
          // No request was made: the bot check itself failed (no connection, workers blocked).
          show("error", t(offline ? "forms.offline" : "forms.botCheckFailed"), {
            label: t("forms.botCheckRetry"),
            run: () => {
              clear();
              botCheck.restart();
              void helpers.submitForm();
            },
          });
          return;
        }
        if (error instanceof ApiError && error.status === 0) {
          pendingAttempt.current = { fingerprint, key };
        }
        showServerFieldErrors(error, values, helpers);
        show("error", offline && error instanceof ApiError && error.status === 0 ? t("forms.offline") : failureText(error, t));
      } finally {
        inFlight.current = false;
      }
    },
    [botCheck, captcha, clear, endpoint, show, successMessage, toPayload, t],
  );

  return { banner, onSubmit, dismissBanner: clear };
}
