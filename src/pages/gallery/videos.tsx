import React from "react";
import Layout from "../../components/layout/Layout";
import { pageHead } from "../../components/seo/pageHead";
import VideosGallery from "../../components/videos/VideosGallery";
import { useEmbeddedData } from "../../hooks/useEmbeddedData";
import { EMBEDDED_VIDEOS_PAGE } from "../../../contract/lib/api/embeddedData";
import { videoPageOf } from "../../../contract/lib/api/videos";

/**
 * /gallery/videos: the static frame says 'Loading...'. The project's server writes the first page
 * of videos into the HTML, as data and as the gallery's markup (server/site/pageData.ts), so the
 * cards show before any script runs and React hydrates them; without it the videos load in the
 * browser.
 */
export default function VideosPage() {
  const initial = useEmbeddedData(EMBEDDED_VIDEOS_PAGE, "", ({ body }) => videoPageOf(body));
  return (
    <Layout>
      <VideosGallery initial={initial} />
    </Layout>
  );
}

export const Head = pageHead("videos.title", "videos.seoDescription");
