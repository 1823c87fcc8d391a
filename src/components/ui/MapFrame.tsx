import { css } from "@emotion/react";
import React, { useId } from "react";
import { useT } from "../../i18n";
import { WHILE_SAVING_DATA } from "../../lib/saveData";
import { colors, space } from "../../theme";
import { visuallyHidden } from "../../theme/visuallyHidden";
import { buttonStyle } from "./Button";
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
 * While saving data (src/lib/saveData.ts) the frame stays hidden until the visitor ticks "Show the map":
 * a lazy frame that is not displayed is never requested. The map is often inside StaticContent, which
 * never runs script, so the switch is a checkbox and its label, and CSS does the rest.
 */
const mapSwitch = css({
  display: "none",
  [`${WHILE_SAVING_DATA} &`]: { display: "block", ...visuallyHidden },
  [`${WHILE_SAVING_DATA} & ~ iframe`]: { display: "none" },
  [`${WHILE_SAVING_DATA} &:checked ~ iframe`]: { display: "block" },
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
  [`${WHILE_SAVING_DATA} input:not(:checked) + &`]: { display: "flex" },
  // The checkbox is hidden; its focus shows on the label that looks like a button.
  "input:focus-visible + & label": { outline: `3px solid ${colors.focus}`, outlineOffset: "2px" },
});

/**
 * A place on OpenStreetMap (the office on Contact, an event's venue). loading="lazy" keeps the iframe (and its tiles) from loading until
 * the visitor scrolls near it, so the map costs nothing on a phone that never gets there; while saving data, not until asked.
 */
export default function MapFrame({ title, embedUrl, directionsUrl, linkLabel }: MapFrameProps) {
  const t = useT();
  const switchId = useId();
  return (
    <figure css={{ margin: 0 }}>
      <div css={[cardStyle, mapFrame]}>
        <input type="checkbox" id={switchId} css={mapSwitch} />
        <div css={onRequest}>
          <p css={{ margin: 0 }}>{t("layout.mapOnRequest")}</p>
          <label htmlFor={switchId} css={buttonStyle("secondary")}>
            {t("layout.showMap")}
          </label>
        </div>
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
