import React from "react";
import { colors, space } from "../../theme";
import Icon from "../ui/Icon";
import { mediaBox } from "./styles";

type NewsImageProps = {
  src?: string;
  /** Above the fold on the detail page: load at once; cards load lazily. */
  eager?: boolean;
};

/**
 * An article's picture in a 16:9 box sized before it loads. Runtime images from the API cannot go
 * through gatsby-plugin-image, so width/height and the box stop layout shift instead. The
 * picture only illustrates the title beside it, hence the empty alt.
 */
export default function NewsImage({ src, eager = false }: NewsImageProps) {
  return (
    <div css={mediaBox}>
      {src ? (
        <img
          src={src}
          alt=""
          width={1200}
          height={675}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      ) : (
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
            fontSize: ".95rem",
          }}
        >
          <Icon name="image" size={32} />
          <span>No image available</span>
        </div>
      )}
    </div>
  );
}
