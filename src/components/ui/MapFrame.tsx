import { css } from "@emotion/react";
import React from "react";
import { colors, space } from "../../theme";
import { cardStyle } from "./Card";
import Icon from "./Icon";

type MapFrameProps = {
  title: string;
  embedUrl: string;
  directionsUrl: string;
  /** The link under the map, in the page's words ("Open in OpenStreetMap"). */
  linkLabel: string;
};

/** The map is 400 px high. */
export const MAP_HEIGHT = 400;

const mapFrame = css({
  height: `${MAP_HEIGHT}px`,
  overflow: "hidden",
  background: colors.surfaceMuted,
});

/**
 * A place on OpenStreetMap (the office on Contact, an event's venue). loading="lazy" keeps the iframe (and its tiles) from loading until
 * the visitor scrolls near it, so the map costs nothing on a phone that never gets there.
 */
export default function MapFrame({ title, embedUrl, directionsUrl, linkLabel }: MapFrameProps) {
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
          {linkLabel}
          <Icon name="external" size={16} />
        </a>
      </figcaption>
    </figure>
  );
}
