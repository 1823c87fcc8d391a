import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import HistoryView from "../../components/history/HistoryView";
import Layout from "../../components/layout/Layout";
import StaticContent from "../../components/ui/StaticContent";
import Seo from "../../components/seo/Seo";
import { usePageContent } from "../../i18n/I18nProvider";
import { headEdition } from "../../i18n/headEdition";

export default function HistoryPage({ data }: PageProps<Queries.HistoryPageQuery>) {
  const history = usePageContent("history", data.historyContent);
  return (
    <Layout>
      <StaticContent>
        <HistoryView history={history} />
      </StaticContent>
    </Layout>
  );
}

export const Head: HeadFC<Queries.HistoryPageQuery> = ({ location, data, pageContext }) => {
  const edition = headEdition(pageContext);
  const intro = edition.content("history", data.historyContent)?.intro;
  return (
    <Seo
      title={edition.t("history.seoTitle")}
      // The page's intro; an edition without its translation says it in its own words instead.
      description={
        intro && (edition.lang === "en" || intro !== data.historyContent?.intro)
          ? intro
          : edition.t("history.seoDescription")
      }
      pathname={location.pathname}
      pageContext={pageContext}
    />
  );
};

export const query = graphql`
  query HistoryPage {
    historyContent {
      intro
      founding {
        title
        paragraphs
      }
      timeline {
        year
        title
        description
        highlight
      }
      ideology {
        title
        description
        icon
      }
      events {
        year
        title
        description
        type
        stats {
          label
          value
        }
        details
      }
      elections {
        intro
        results {
          year
          party
          national
          provincial
          senate
          vote
          outcome
        }
      }
      achievements {
        intro
        stats {
          number
          label
          colour
        }
        items
      }
      partyInfo {
        label
        value
      }
      alliances {
        kind
        title
        partner
        period
        summary
        milestones {
          label
          value
        }
      }
      links {
        label
        description
        href
      }
    }
  }
`;
