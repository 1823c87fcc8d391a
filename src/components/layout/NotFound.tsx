import React from "react";
import Container from "../ui/Container";
import { ButtonLink } from "../ui/Button";
import Icon from "../ui/Icon";
import { colors, fontSizes, media, space } from "../../theme";
import { useT } from "../../i18n/I18nProvider";
import { useFormatNumber } from "../../i18n/useFormatNumber";

/** The "*" route's content: the page-not-found message and the way back home. */
export default function NotFound() {
  const formatNumber = useFormatNumber();
  const t = useT();
  return (
    <Container
      css={{
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        textAlign: "center",
        paddingBlock: space(20),
        [media.md]: { paddingBlock: space(28) },
      }}
    >
      <p
        css={{
          margin: 0,
          fontSize: "clamp(5.5rem, 22vw, 10rem)",
          fontWeight: 900,
          lineHeight: 1,
          letterSpacing: "-0.04em",
          color: colors.primaryText,
        }}
      >
        {formatNumber(404)}
      </p>
      <h1
        css={{
          margin: `${space(4)} 0 ${space(3)}`,
          fontSize: "clamp(1.75rem, 5vw, 2.5rem)",
          fontWeight: 800,
        }}
      >
        {t("notFound.title")}
      </h1>
      <p
        css={{
          margin: `0 0 ${space(8)}`,
          maxWidth: "40ch",
          color: colors.textMuted,
          fontSize: fontSizes.md,
        }}
      >
        {t("notFound.message")}
      </p>
      <ButtonLink to="/">
        <Icon name="arrowLeft" size={18} />
        {t("notFound.goHome")}
      </ButtonLink>
    </Container>
  );
}
