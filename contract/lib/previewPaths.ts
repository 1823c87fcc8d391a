/**
 * The console's private preview addresses of a news article or event (served by the server to the
 * press office only, never cached or indexed): what the editor links to and the server answers.
 */
export const NEWS_PREVIEW_PREFIX = "/admin/preview/news/";
export const EVENT_PREVIEW_PREFIX = "/admin/preview/events/";

export const newsPreviewPath = (id: string) => `${NEWS_PREVIEW_PREFIX}${encodeURIComponent(id)}`;
export const eventPreviewPath = (id: number) => `${EVENT_PREVIEW_PREFIX}${id}`;
/** Where the event editor posts its values, saved or not, to see them as the public page. */
export const UNSAVED_EVENT_PREVIEW_PATH = "/admin/preview/events";
/** Where the news editor posts its values, saved or not, to see them as the public article page. */
export const UNSAVED_NEWS_PREVIEW_PATH = "/admin/preview/news";
