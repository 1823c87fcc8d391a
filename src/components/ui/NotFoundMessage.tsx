import React from "react";
import { colors, space } from "../../theme";
import { ButtonLink } from "./Button";
import Container from "./Container";

/** "Leader not found." / "Wing not found.": the spec's message, in red and centred, and where to go instead. */
export default function NotFoundMessage({ message, goTo, goText }: { message: string; goTo: string; goText: string }) {
  return (
    <Container
      css={{
        minHeight: "50vh",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: space(6),
        paddingBlock: space(16),
        textAlign: "center",
      }}
    >
      <h1
        css={{ color: colors.danger, fontSize: "clamp(1.5rem, 1.2rem + 1.2vw, 2rem)", margin: 0 }}
      >
        {message}
      </h1>
      <ButtonLink to={goTo} variant="secondary">
        {goText}
      </ButtonLink>
    </Container>
  );
}
