/**
 * The site's service worker file (public/sw.js, written by the build: gatsby/serviceWorker/) and its
 * kill switch. While the switch file exists, /sw.js answers a worker that removes itself: browsers
 * that check for an update (at every page load) install it, and it deletes the site's caches,
 * unregisters and reloads the open pages, which then come from the network as if there had never
 * been a worker. docs/operations.md says when and how to use it.
 */
import fs from "node:fs";

/** The browser and any CDN ask the server each time (a 304 when unchanged): a new release's worker is seen at the next page load. */
export const SERVICE_WORKER_CACHE_CONTROL = "no-cache";

/**
 * A worker's own policy is its script's answer's: the default for files (default-src 'none') would
 * forbid the fetches it is made of. It may fetch from this site only, and load nothing else.
 */
export const SERVICE_WORKER_CSP = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'";

export const REMOVING_WORKER =
  'self.addEventListener("install",function(){self.skipWaiting()});' +
  'self.addEventListener("activate",function(e){e.waitUntil(' +
  "caches.keys().then(function(n){return Promise.all(n.map(function(k){return caches.delete(k)}))})" +
  ".then(function(){return self.registration.unregister()})" +
  '.then(function(){return self.clients.matchAll({type:"window"})})' +
  ".then(function(c){c.forEach(function(w){w.navigate(w.url)})}))});\n";

/** True while the operator has the kill switch on (the file exists). */
export const serviceWorkerOff = (switchFile: string) => fs.existsSync(switchFile);
