/**
 * The theme's inline script: it sets the `dark` class on <html> from the reader's saved choice (else
 * the system's) before the body is parsed, so the first paint has the right theme. The static pages
 * carry it (gatsby-ssr.tsx), the browser's toggle saves under the same key (src/theme/mode.ts), and
 * the server's draft preview keeps it when it removes every other script (server/site/draftPreview.ts).
 */
export const THEME_STORAGE_KEY = "theme";

/** Kept tiny and ES5; storage can throw in private modes. */
export const THEME_SCRIPT = `(function(){var d=document.documentElement,s=null;try{s=localStorage.getItem("${THEME_STORAGE_KEY}")}catch(e){}var k=s==="dark"||(s!=="light"&&!!window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches);if(k){d.classList.add("dark")}else{d.classList.remove("dark")}})();`;
