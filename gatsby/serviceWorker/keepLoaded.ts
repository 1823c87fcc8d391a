/**
 * What the page already loaded, kept by the worker without a second download. The page's loader
 * (gatsby/afterFirstPaint.ts) posts the addresses of its scripts, styles and faces to the worker once
 * both are ready; the worker copies the build's own ones into this release's code cache from the
 * browser's HTTP cache (`force-cache`), so a first visit costs no more bytes than the page itself,
 * and faces are kept only for the edition that used them. The code cache's name carries the
 * release's revision: a new release's worker deletes the older ones when it takes over.
 */
import { OFFLINE_CACHES } from "../../src/lib/offline/caches";

/** The message the page posts: `{ type: KEEP_LOADED, urls: [...] }`. */
export const KEEP_LOADED = "qwp-keep-loaded";

/** The build's scripts and styles (names carrying their content's hash) and the editions' faces. */
export const KEPT_CODE = String.raw`/^\/(?:[^/]+-[0-9a-f]{16,}\.(?:js|css)|fonts\/[^/]+\.(?:woff2|css))$/`;

/** This release's code cache. */
export const codeCacheName = (revision: string) => `${OFFLINE_CACHES.code}-${revision}`;

/** The worker's source text, added after workbox's. */
export function keepLoadedSource(revision: string): string {
  const name = JSON.stringify(codeCacheName(revision));
  const prefix = JSON.stringify(`${OFFLINE_CACHES.code}-`);
  return `
self.addEventListener("activate",function(e){e.waitUntil(caches.keys().then(function(k){return Promise.all(k.filter(function(n){return n.indexOf(${prefix})===0&&n!==${name}}).map(function(n){return caches.delete(n)}))}))});
self.addEventListener("message",function(e){var d=e.data;if(!d||d.type!==${JSON.stringify(KEEP_LOADED)}||!Array.isArray(d.urls))return;
e.waitUntil(caches.open(${name}).then(function(c){return Promise.all(d.urls.slice(0,200).map(function(u){var l;try{l=new URL(u,self.location.origin)}catch(x){return}
if(l.origin!==self.location.origin||l.search||!${KEPT_CODE}.test(l.pathname))return;
return c.match(l.href).then(function(h){return h||fetch(l.href,{cache:"force-cache",credentials:"same-origin"}).then(function(r){if(r.status===200&&r.type==="basic")return c.put(l.href,r)})}).catch(function(){})}))}))});
`;
}
