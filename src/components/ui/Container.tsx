import styled from "@emotion/styled";
import { containerWidth, media, space } from "../../theme";

/** Centres page content and keeps a comfortable gutter on phones. */
const Container = styled.div({
  width: "100%",
  maxWidth: containerWidth,
  marginInline: "auto",
  paddingInline: space(4),
  [media.md]: { paddingInline: space(6) },
});

export default Container;
