import { css } from "@emotion/react";
import React from "react";
import { colors, space } from "../../theme";
import { cardStyle } from "../ui/Card";
import Icon from "../ui/Icon";
import { useT } from "../../i18n";

type ContactMapProps = { title: string; embedUrl: string; directionsUrl: string };

/** The map is 400 px high. */
export const MAP_HEIGHT = 400;

const mapFrame = css({
  height: `${MAP_HEIGHT}px`,
  overflow: "hidden",
  background: colors.surfaceMuted,
});

/**
 * The office on OpenStreetMap. loading="lazy" keeps the iframe (and its tiles) from loading until
 * the visitor scrolls near it, so the map costs nothing on a phone that never gets there.
 */
export default function ContactMap({ title, embedUrl, directionsUrl }: ContactMapProps) {
  const t = useT();
  return (
    <figure css={{ margin: 0 }}>
      <div css={[cardStyle, mapFrame]}>
        <iframe
          title={title}
          src={embedUrl}
          height={MAP_HEIGHT}
          loading="lazy"
          referrerPolicy="no-referrer"
          css={{ display: "block", width: "100%", height: "100%", border: 0 }}
        />
      </div>
      <figcaption css={{ marginTop: space(3) }}>
        <a
          href={directionsUrl}
          target="_blank"
          rel="noopener noreferrer"
          css={{
            display: "inline-flex",
            alignItems: "center",
            gap: space(1.5),
            fontWeight: 600,
            paddingBlock: space(1),
          }}
        >
          {t("contact.openMap")}
          <Icon name="external" size={16} />
        </a>
      </figcaption>
    </figure>
  );
}
