import type { FormikHelpers } from "formik";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, apiRequest } from "../lib/api/client";
import { newIdempotencyKey } from "../lib/forms/idempotency";
import type { CaptchaState } from "./useCaptcha";

export const NO_MESSAGE_ERROR = "There was an issue with your submission. Please try again.";
export const FALLBACK_ERROR = "An error occurred. Please try again.";
/** A success banner stays 5 s, an error banner 7 s. */
export const SUCCESS_BANNER_MS = 5_000;
export const ERROR_BANNER_MS = 7_000;

export type Banner = { tone: "success" | "error"; message: string; id: number };

type Options<Values> = {
  /** API path, e.g. "contacts". */
  endpoint: string;
  successMessage: string;
  captcha: CaptchaState;
  /** What is sent: the values as the server stores them. */
  toPayload: (values: Values) => unknown;
};

type Attempt = { fingerprint: string; key: string };

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

/**
 * The submit flow both forms share: captcha first (no request when wrong), one request at a time,
 * an Idempotency-Key per submission, banners with their timings, reset on success only.
 */
export function useFormSubmission<Values>({
  endpoint,
  successMessage,
  captcha,
  toPayload,
}: Options<Values>) {
  const [banner, setBanner] = useState<Banner | null>(null);
  const inFlight = useRef(false);
  const nextId = useRef(0);
  // Kept only after a network failure: the request may have reached the server, so resending the
  // same unchanged submission must carry the same key for the server to recognise it.
  const pendingAttempt = useRef<Attempt | null>(null);

  useEffect(() => {
    if (!banner) return undefined;
    const ms = banner.tone === "success" ? SUCCESS_BANNER_MS : ERROR_BANNER_MS;
    const timer = setTimeout(() => setBanner(null), ms);
    return () => clearTimeout(timer);
  }, [banner]);

  const show = (tone: Banner["tone"], message: string) => {
    nextId.current += 1;
    setBanner({ tone, message, id: nextId.current });
  };

  const onSubmit = useCallback(
    async (values: Values, helpers: FormikHelpers<Values>) => {
      if (inFlight.current) return;
      if (!captcha.verify()) return;
      inFlight.current = true;
      setBanner(null);

      const payload = toPayload(values);
      const fingerprint = JSON.stringify(payload);
      const key =
        pendingAttempt.current?.fingerprint === fingerprint
          ? pendingAttempt.current.key
          : newIdempotencyKey();
      pendingAttempt.current = null;

      try {
        const response = await apiRequest<{ message?: unknown } | null>(endpoint, {
          method: "POST",
          body: payload,
          headers: { "Idempotency-Key": key },
        });
        if (response && typeof response.message === "string" && response.message) {
          show("success", successMessage);
          helpers.resetForm();
          captcha.reset();
        } else {
          show("error", NO_MESSAGE_ERROR);
        }
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) {
          pendingAttempt.current = { fingerprint, key };
        }
        showServerFieldErrors(error, values, helpers);
        const message = error instanceof Error && error.message ? error.message : FALLBACK_ERROR;
        show("error", message);
      } finally {
        inFlight.current = false;
      }
    },
    [captcha, endpoint, successMessage, toPayload],
  );

  return { banner, onSubmit, dismissBanner: () => setBanner(null) };
}
