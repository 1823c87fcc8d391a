/** The videos page's server-made form: the first page of videos in the page, when it is at hand without waiting. */
import { withVideosPageData } from "./pageData";
import type { PageEnhancer } from "./pageEnhancers";

export const videosPage = ({ firstVideoPage }: { firstVideoPage: () => unknown }): PageEnhancer => ({
  route: { page: "/gallery/videos" },
  async enhance({ site, doc, edition }) {
    const videos = firstVideoPage();
    return videos === undefined ? undefined : { html: await withVideosPageData(site, doc.html, videos, edition()) };
  },
});
