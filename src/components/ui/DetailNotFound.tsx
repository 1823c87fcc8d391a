import React from "react";
import { fontSizes, space } from "../../theme";
import { ButtonLink } from "./Button";
import Icon from "./Icon";
import { messageBox } from "./pageBlocks";

/** An article or event the server does not know (or no longer shows): the page's h1 says so, and leads back to the list. */
export default function DetailNotFound({ title, text, backTo, backText }: { title: string; text: string; backTo: string; backText: string }) {
  return (
    <div css={[messageBox, { maxWidth: "40rem", marginInline: "auto", paddingBlock: space(12) }]}>
      <h1 css={{ fontSize: fontSizes.xxl, marginBottom: space(3) }}>{title}</h1>
      <p css={{ marginBottom: `${space(6)} !important` }}>{text}</p>
      <ButtonLink to={backTo}>
        <Icon name="arrowLeft" size={18} /> {backText}
      </ButtonLink>
    </div>
  );
}
