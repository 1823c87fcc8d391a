import React from "react";

/** Holds the page's space while a client-only route waits for the browser to know its URL. */
export default function ClientRoutePlaceholder() {
  return <div aria-busy="true" css={{ minHeight: "50vh" }} />;
}
