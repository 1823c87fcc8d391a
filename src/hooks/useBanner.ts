import { useCallback, useRef, useState } from "react";

export type Banner = {
  tone: "success" | "error";
  message: string;
  id: number;
  /** A button beside the message; such a banner stays until it is used or replaced. */
  action?: { label: string; run: () => void };
};

/**
 * The message a form or panel shows about its last action (drawn by FormBanner). Each message gets
 * a new id, so the same words said twice are a new element that screen readers announce again.
 */
export function useBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);
  const lastId = useRef(0);
  const show = useCallback((tone: Banner["tone"], message: string, action?: Banner["action"]) => {
    lastId.current += 1;
    setBanner({ tone, message, id: lastId.current, action });
  }, []);
  const clear = useCallback(() => setBanner(null), []);
  return { banner, show, clear };
}
