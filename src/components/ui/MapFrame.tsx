import { css } from "@emotion/react";
import React, { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n";
import { WHILE_SAVING_DATA } from "../../lib/saveData";
import { colors, space } from "../../theme";
import { Button } from "./Button";
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
 * While saving data (src/lib/saveData.ts) the frame stays hidden, and a lazy frame that is not
 * displayed is never requested, until the visitor asks: the note and its button take its place.
 */
const frameUntilAsked = css({
  [`${WHILE_SAVING_DATA} &:not([data-map-asked]) iframe`]: { display: "none" },
});

const onRequest = css({
  display: "none",
  height: "100%",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: space(4),
  padding: space(5),
  textAlign: "center",
  [`${WHILE_SAVING_DATA} figure:not([data-map-asked]) &`]: { display: "flex" },
});

/**
 * A place on OpenStreetMap (the office on Contact, an event's venue). loading="lazy" keeps the iframe (and its tiles) from loading until
 * the visitor scrolls near it, so the map costs nothing on a phone that never gets there; while saving data, not until asked.
 */
export default function MapFrame({ title, embedUrl, directionsUrl, linkLabel }: MapFrameProps) {
  const t = useT();
  const [asked, setAsked] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The button that was focused is gone: focus goes to the map it showed.
  useEffect(() => {
    if (asked) frame.current?.focus();
  }, [asked]);
  return (
    <figure css={[{ margin: 0 }, frameUntilAsked]} data-map-asked={asked ? "" : undefined}>
      <div css={[cardStyle, mapFrame]}>
        <div css={onRequest}>
          <p css={{ margin: 0 }}>{t("layout.mapOnRequest")}</p>
          <Button variant="secondary" onClick={() => setAsked(true)}>
            {t("layout.showMap")}
          </Button>
        </div>
        <iframe
          ref={frame}
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
