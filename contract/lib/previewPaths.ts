/**
 * The console's private preview addresses of a news article or event (served by the server to the
 * press office only, never cached or indexed): what the editor links to and the server answers.
 */
export const NEWS_PREVIEW_PREFIX = "/admin/preview/news/";
export const EVENT_PREVIEW_PREFIX = "/admin/preview/events/";

export const newsPreviewPath = (id: string) => `${NEWS_PREVIEW_PREFIX}${encodeURIComponent(id)}`;
export const eventPreviewPath = (id: number) => `${EVENT_PREVIEW_PREFIX}${id}`;
