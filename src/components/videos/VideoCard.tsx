import React from "react";
import { useT } from "../../i18n";
import type { Video } from "../../../contract/lib/api/types";
import { descriptionPreview } from "../../../contract/lib/api/videos";
import { colors, fontSizes, space } from "../../theme";
import { primaryDisc } from "../../theme/primaryDisc";
import Card from "../ui/Card";
import { ButtonLink } from "../ui/Button";
import Icon from "../ui/Icon";

type VideoCardProps = {
  video: Video;
  /** The gallery's first card: its thumbnail is on the first screen, so it is not lazy. */
  eager?: boolean;
};

/** One search result: thumbnail, title, description preview and a 'Watch Video' link to YouTube. */
export default function VideoCard({ video, eager = false }: VideoCardProps) {
  const t = useT();
  return (
    <Card as="article" flush>
      <div css={{ position: "relative", aspectRatio: "16 / 9", background: colors.surfaceMuted }}>
        {video.thumbnailUrl ? (
          <img
            src={video.thumbnailUrl}
            alt=""
            width={480}
            height={360}
            loading={eager ? "eager" : "lazy"}
            // The first thumbnail is the page's largest paint: decoded with the frame that first shows it.
            decoding={eager ? "sync" : "async"}
            css={{ display: "block", width: "100%", height: "100%", objectFit: "cover" }}
          />
        ) : null}
        <span
          aria-hidden="true"
          css={{
            position: "absolute",
            insetInlineStart: space(3),
            insetBlockEnd: space(3),
            ...primaryDisc(44),
          }}
        >
          <Icon name="play" size={20} />
        </span>
      </div>
      <div
        css={{
          display: "flex",
          flexDirection: "column",
          gap: space(3),
          padding: space(5),
          flex: 1,
        }}
      >
        <h2 css={{ fontSize: fontSizes.md, fontWeight: 700, margin: 0, lineHeight: 1.35 }}>
          {video.title}
        </h2>
        {video.description && (
          <p css={{ margin: 0, color: colors.textMuted, fontSize: fontSizes.base }}>
            {descriptionPreview(video.description)}
          </p>
        )}
        <div css={{ marginTop: "auto", paddingTop: space(2) }}>
          <ButtonLink
            to={video.url}
            variant="primary"
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("videos.watchLabel", { title: video.title })}
          >
            <Icon name="youtube" size={18} /> {t("videos.watch")}
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
}
