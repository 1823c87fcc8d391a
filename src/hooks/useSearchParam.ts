import { useCallback, useEffect, useState } from "react";

type SetOptions = { replace?: boolean };

function readParam(name: string): string | null {
  return new URLSearchParams(window.location.search).get(name);
}

/**
 * One query-string parameter as React state, so a view (a tab, an open manifesto) survives
 * reload, back/forward and sharing. It is null during the static render and the first client
 * render, and read after mount, so the hydrated markup always matches the static HTML.
 * The setter pushes a history entry (or replaces the current one) and back/forward update it.
 */
export default function useSearchParam(name: string): [string | null, (value: string | null, options?: SetOptions) => void] {
  const [value, setValue] = useState<string | null>(null);

  useEffect(() => {
    const sync = () => setValue(readParam(name));
    sync();
    window.addEventListener("popstate", sync);
    return () => window.removeEventListener("popstate", sync);
  }, [name]);

  const update = useCallback(
    (next: string | null, { replace = false }: SetOptions = {}) => {
      const url = new URL(window.location.href);
      if (next === null) url.searchParams.delete(name);
      else url.searchParams.set(name, next);
      const target = `${url.pathname}${url.search}${url.hash}`;
      if (target !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
        // Gatsby's router keys scroll positions by history.state.key: a new entry gets its own.
        if (replace) window.history.replaceState(window.history.state, "", target);
        else window.history.pushState({ key: Math.random().toString(36).slice(2, 8) }, "", target);
      }
      setValue(next);
    },
    [name],
  );

  return [value, update];
}
