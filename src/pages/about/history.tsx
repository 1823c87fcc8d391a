import { graphql, type PageProps } from "gatsby";
import React from "react";
import HistoryView from "../../components/history/HistoryView";
import Layout from "../../components/layout/Layout";
import StaticContent from "../../components/ui/StaticContent";
import { contentPageHead } from "../../components/seo/contentPageHead";
import { usePageContent } from "../../i18n/I18nProvider";

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

export const Head = contentPageHead("history", (data: Queries.HistoryPageQuery) => data.historyContent, (history) => history.intro);

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
