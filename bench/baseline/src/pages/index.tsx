import * as React from "react";
import type { HeadFC } from "gatsby";

const paragraphs = [
  "This page is the speed benchmark's baseline. It is what an empty Gatsby 5 site costs a phone: the framework's runtime, React, one page component and a page of text, with no plugins, images or styles of its own.",
  "The benchmark serves it from the project's own server, so compression and caching are the same as the site's, and measures it between the site's routes in one Lighthouse run. A route that costs twice what this page costs has work to remove.",
  "Lighthouse's mobile preset emulates a mid-range phone on a slow 4G connection with a four times slower processor. Total Blocking Time counts the main thread's long tasks after the first paint; on this page they are Gatsby's and React's start-up alone.",
];

export default function BaselinePage() {
  return (
    <main
      style={{
        maxWidth: 680,
        margin: "0 auto",
        padding: "32px 20px",
        fontFamily: "system-ui, sans-serif",
        lineHeight: 1.6,
      }}
    >
      <h1>Benchmark baseline</h1>
      {paragraphs.map((text) => (
        <p key={text.slice(0, 24)}>{text}</p>
      ))}
    </main>
  );
}

export const Head: HeadFC = () => (
  <>
    <html lang="en" />
    <title>Benchmark baseline</title>
    <meta
      name="description"
      content="A bare Gatsby page the speed benchmark measures beside the site."
    />
  </>
);
