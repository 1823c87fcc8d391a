import { useEffect, useRef, useState } from "react";
import { isAbortError } from "../lib/api/client";

export type ApiState<T> =
  | { status: "loading" }
  | { status: "error"; error: unknown }
  | { status: "success"; data: T };

/**
 * Runs `load` after mount and again whenever `key` changes, cancelling the previous request so a
 * slow answer for an old key never overwrites a newer one. Nothing runs during the static render.
 * With `initial` (the data the server embedded for this key) it starts as a success and asks
 * nothing until the key changes.
 */
export function useApi<T>(load: (signal: AbortSignal) => Promise<T>, key: string, initial?: T): ApiState<T> {
  const [state, setState] = useState<ApiState<T>>(
    initial === undefined ? { status: "loading" } : { status: "success", data: initial },
  );
  const loadRef = useRef(load);
  loadRef.current = load;
  const skipLoad = useRef(initial !== undefined);

  useEffect(() => {
    if (skipLoad.current) {
      skipLoad.current = false;
      return;
    }
    const controller = new AbortController();
    setState((previous) => (previous.status === "loading" ? previous : { status: "loading" }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: "success", data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbortError(error)) setState({ status: "error", error });
      },
    );
    return () => controller.abort();
  }, [key]);

  return state;
}
