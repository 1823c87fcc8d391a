import React from "react";
import { ButtonLink } from "../ui/Button";
import Section from "../ui/Section";

/** Home page's latest-news section (its runtime list arrives with the news work). */
export default function LatestNews() {
  return (
    <Section id="latest-news-heading" title="Latest News" eyebrow="News">
      <ButtonLink to="/news" variant="secondary">
        View All News
      </ButtonLink>
    </Section>
  );
}
