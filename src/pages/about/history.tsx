import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import HistoryView from "../../components/history/HistoryView";
import Layout from "../../components/layout/Layout";
import StaticContent from "../../components/ui/StaticContent";
import Seo from "../../components/seo/Seo";

export default function HistoryPage({ data }: PageProps<Queries.HistoryPageQuery>) {
  // data/history.json is required by the data checks, so this only fails if the checks were bypassed.
  if (!data.historyContent) throw new Error("data/history.json is missing");
  return (
    <Layout>
      <StaticContent>
        <HistoryView history={data.historyContent} />
      </StaticContent>
    </Layout>
  );
}

export const Head: HeadFC<Queries.HistoryPageQuery> = ({ location, data }) => (
  <Seo
    title="QWP History"
    description={data.historyContent?.intro ?? "The history of Qaumi Watan Party"}
    pathname={location.pathname}
  />
);

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
          status
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
