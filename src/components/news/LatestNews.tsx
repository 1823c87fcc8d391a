import React from "react";
import { useLatestNews } from "../../hooks/useLatestNews";
import { space } from "../../theme";
import { ButtonLink } from "../ui/Button";
import Icon from "../ui/Icon";
import Section from "../ui/Section";
import NewsFeed from "./NewsFeed";

/** Home page's latest-news section: `news/latest`, loaded in the browser after the page shows. */
export default function LatestNews() {
  const state = useLatestNews();
  return (
    <Section id="latest-news-heading" title="Latest News" eyebrow="News">
      <NewsFeed
        state={state.status === "success" ? { status: "success", items: state.data } : state}
        skeletonCount={3}
        errorFallback="Failed to load latest news"
        headingLevel="h3"
      />
      <div css={{ marginTop: space(8), display: "flex", justifyContent: "center" }}>
        <ButtonLink to="/news" variant="secondary">
          View All News <Icon name="arrowRight" size={18} />
        </ButtonLink>
      </div>
    </Section>
  );
}
