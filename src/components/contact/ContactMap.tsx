import React from "react";
import { colors, radii, shadows, space } from "../../theme";
import Icon from "../ui/Icon";

type ContactMapProps = { title: string; embedUrl: string; directionsUrl: string };

/** SPEC section 9: the map is 400 px high. */
export const MAP_HEIGHT = 400;

/**
 * The office on OpenStreetMap. loading="lazy" keeps the iframe (and its tiles) from loading until
 * the visitor scrolls near it, so the map costs nothing on a phone that never gets there.
 */
export default function ContactMap({ title, embedUrl, directionsUrl }: ContactMapProps) {
  return (
    <figure css={{ margin: 0 }}>
      <div
        css={{
          height: `${MAP_HEIGHT}px`,
          borderRadius: radii.lg,
          overflow: "hidden",
          border: `1px solid ${colors.border}`,
          boxShadow: shadows.card,
          background: colors.surfaceMuted,
        }}
      >
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
          Open the map in a new tab
          <Icon name="external" size={16} />
        </a>
      </figcaption>
    </figure>
  );
}
