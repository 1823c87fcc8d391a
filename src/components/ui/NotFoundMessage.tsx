import React from "react";
import { colors, space } from "../../theme";
import Container from "./Container";

/** "Leader not found." / "Wing not found.": the spec's message, in red and centred. */
export default function NotFoundMessage({
  message,
  children,
}: {
  message: string;
  /** Where to go instead (links). */
  children?: React.ReactNode;
}) {
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
      {children}
    </Container>
  );
}
