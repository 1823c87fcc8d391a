import React, { useRef } from "react";
import { useVideos } from "../../hooks/useVideos";
import { useT } from "../../i18n";
import type { VideoPage } from "../../../contract/lib/api/types";
import { colors, radii, space } from "../../theme";
import { Button } from "../ui/Button";
import CardGrid from "../ui/CardGrid";
import Icon from "../ui/Icon";
import ListingSection from "../ui/ListingSection";
import VideoCard from "./VideoCard";

/**
 * /gallery/videos: the party channel's videos, newest first, ten a page. `initial`: the first page
 * as the server embedded it (and rendered it: server/site/contentMarkup.tsx).
 */
export default function VideosGallery({ initial }: { initial?: VideoPage }) {
  const t = useT();
  const { page, loading, goNext, goPrevious } = useVideos(initial);
  const top = useRef<HTMLDivElement>(null);

  const turn = (go: () => void) => () => {
    go();
    top.current?.scrollIntoView({ block: "start" });
  };

  const videos = page?.videos ?? [];
  return (
    <ListingSection area="videos">
      <div ref={top} css={{ scrollMarginTop: space(24) }}>
        <p
          role="status"
          css={{
            minHeight: "1.6em",
            margin: `0 0 ${space(4)}`,
            fontWeight: 600,
            color: colors.textMuted,
          }}
        >
          {loading ? t("videos.loading") : ""}
        </p>
        {videos.length > 0 ? (
          <CardGrid aria-busy={loading}>
            {videos.map((video, index) => (
              <li key={video.key}>
                <VideoCard video={video} eager={index === 0} />
              </li>
            ))}
          </CardGrid>
        ) : loading ? (
          <CardGrid aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <div
                  css={{
                    aspectRatio: "4 / 4.2",
                    borderRadius: radii.lg,
                    border: `1px solid ${colors.border}`,
                    background: colors.surfaceMuted,
                  }}
                />
              </li>
            ))}
          </CardGrid>
        ) : (
          <p
            css={{
              padding: space(6),
              textAlign: "center",
              borderRadius: radii.lg,
              background: colors.surfaceMuted,
            }}
          >
            {t("videos.empty")}
          </p>
        )}
      </div>
      {(page?.prevPageToken || page?.nextPageToken) && (
        <nav
          aria-label={t("videos.pages")}
          css={{ display: "flex", justifyContent: "center", gap: space(4), marginTop: space(10) }}
        >
          {page.prevPageToken && (
            <Button variant="secondary" onClick={turn(goPrevious)}>
              <Icon name="chevronLeft" size={18} /> {t("videos.previous")}
            </Button>
          )}
          {page.nextPageToken && (
            <Button variant="secondary" onClick={turn(goNext)}>
              {t("videos.next")} <Icon name="chevronRight" size={18} />
            </Button>
          )}
        </nav>
      )}
    </ListingSection>
  );
}
