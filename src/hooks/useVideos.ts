import { useCallback, useEffect, useRef, useState } from "react";
import { isAbortError } from "../lib/api/client";
import type { VideoPage } from "../../contract/lib/api/types";
import { VIDEO_REFRESH_MS, fetchVideos } from "../lib/api/videoRequests";

/**
 * The video gallery's state: fetched on mount, on every page-token change and
 * every 60 s; one request at a time (a timer tick while a request is out is skipped, a new token
 * replaces the request for the old one). A failure is only logged; the last good page stays.
 * `initial`: the first page as the server embedded it; shown at once, and the first fetch is then
 * the 60-second refresh.
 */
export function useVideos(initial?: VideoPage) {
  const [pageToken, setPageToken] = useState<string | undefined>(undefined);
  const [page, setPage] = useState<VideoPage | null>(initial ?? null);
  const [loading, setLoading] = useState(!initial);
  const inFlight = useRef<AbortController | null>(null);
  const skipFirstLoad = useRef(!!initial);

  useEffect(() => {
    const run = () => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setLoading(true);
      fetchVideos(pageToken, controller.signal)
        .then(
          (result) => {
            if (!controller.signal.aborted) setPage(result);
          },
          (error: unknown) => {
            if (!controller.signal.aborted && !isAbortError(error)) console.error("Error fetching videos", error);
          },
        )
        .finally(() => {
          if (inFlight.current === controller) {
            inFlight.current = null;
            setLoading(false);
          }
        });
    };

    if (skipFirstLoad.current) skipFirstLoad.current = false;
    else run();
    const timer = setInterval(() => {
      // A hidden tab does not spend the visitor's data; the next visible tick refreshes.
      if (inFlight.current || document.visibilityState === "hidden") return;
      run();
    }, VIDEO_REFRESH_MS);

    return () => {
      clearInterval(timer);
      inFlight.current?.abort();
      inFlight.current = null;
    };
  }, [pageToken]);

  const goNext = useCallback(() => {
    if (page?.nextPageToken) setPageToken(page.nextPageToken);
  }, [page]);
  const goPrevious = useCallback(() => {
    if (page?.prevPageToken) setPageToken(page.prevPageToken);
  }, [page]);

  return { page, loading, goNext, goPrevious };
}
