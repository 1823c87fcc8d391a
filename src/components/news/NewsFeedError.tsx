import React from "react";
import { errorBox } from "./styles";

/** A news grid that could not be loaded: the message in an alert box, in the grid's place. */
export default function NewsFeedError({ message }: { message: string }) {
  return (
    <div role="alert" css={errorBox}>
      <p>{message}</p>
    </div>
  );
}
