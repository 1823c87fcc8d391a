import React from "react";
import { useT } from "../../i18n";
import type { Picture } from "../../../contract/lib/api/siteShape";
import { CARD_IMAGE_SIZES, responsiveSources } from "../../../contract/lib/responsiveImage";
import { colors, fontSizes, space } from "../../theme";
import Icon from "../ui/Icon";
import { mediaBox } from "./styles";

type NewsImageProps = {
  /**
   * The article's picture: its pixel size sets the aspect ratio the browser reserves (16:9 when
   * unknown), and its resized files let a phone fetch the 400 px file, not the original.
   */
  picture: Picture | null;
  /** The width the picture is shown at, for the browser's choice among `variants`. */
  sizes?: string;
  /** Above the fold (the article's photo, the list's first card): load at once; other cards load lazily. */
  eager?: boolean;
};

const fill = { display: "block", width: "100%", height: "100%" } as const;

/**
 * An article's picture in a 16:9 box sized before it loads. Runtime images from the API cannot go
 * through gatsby-plugin-image, so width/height and the box stop layout shift instead, and the
 * server's AVIF/WebP/JPEG variants feed `<picture>` with srcset and sizes. The picture only
 * illustrates the title beside it, hence the empty alt.
 */
export default function NewsImage({
  picture,
  sizes = CARD_IMAGE_SIZES,
  eager = false,
}: NewsImageProps) {
  const t = useT();
  const { sources, srcSet } = responsiveSources(picture?.variants);
  const img = picture ? (
    <img
      src={picture.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt=""
      width={picture.width ?? 1200}
      height={picture.height ?? 675}
      loading={eager ? "eager" : "lazy"}
      // An eager photo is the page's largest paint: decoded with the frame that first shows it.
      decoding={eager ? "sync" : "async"}
      css={[fill, { objectFit: "cover" }]}
    />
  ) : null;
  return (
    <div css={mediaBox}>
      {img && sources.length ? (
        <picture css={fill}>
          {sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
          ))}
          {img}
        </picture>
      ) : (
        img
      )}
      {!picture && (
        <div
          css={{
            position: "absolute",
            inset: 0,
            display: "flex",
            flexDirection: "column",
            alignItems: "center",
            justifyContent: "center",
            gap: space(2),
            color: colors.textMuted,
            fontSize: fontSizes.base,
          }}
        >
          <Icon name="image" size={32} />
          <span>{t("news.noImage")}</span>
        </div>
      )}
    </div>
  );
}
