import type { HeadFC } from "gatsby";
import React from "react";
import Layout from "../../components/layout/Layout";
import ApiPreload from "../../components/seo/ApiPreload";
import Seo from "../../components/seo/Seo";
import VideosGallery from "../../components/videos/VideosGallery";
import { videosUrl } from "../../lib/api/videos";

/** /gallery/videos: static frame with 'Loading...'; the videos load in the browser. */
export default function VideosPage() {
  return (
    <Layout>
      <VideosGallery />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Videos"
    description="Videos of Qaumi Watan Party (QWP): speeches, rallies and interviews."
    pathname={location.pathname}
  >
    {/* The first page of videos, the one the gallery asks for first. */}
    <ApiPreload url={videosUrl()} />
  </Seo>
);
