import React from "react";
import { contentLanguage } from "./contentLanguage";

/**
 * A console heading that names an item ("Edit: <title>"): the console's word stays English while
 * the item's title keeps its own language and direction, so an Urdu title does not reorder the line.
 */
export default function ItemTitle({ action, item }: { action: string; item: { title: string; lang: string } }) {
  return (
    <>
      {action}: <bdi {...contentLanguage(item.lang)}>{item.title}</bdi>
    </>
  );
}
