/**
 * html-validate for the built site (`npm run check:html`). JavaScript rather than JSON so each deviation
 * from html-validate:recommended can say why. Only rules that conflict with what Gatsby, React and
 * Emotion emit (or with WAI-ARIA itself) are changed; everything else stays an error.
 * The page CSS Emotion renders is one <style> in <head> (gatsby-ssr.tsx), and scripts/validate-html.ts
 * fails a page with a <style> in its body.
 */
const { metadataHelper } = require("html-validate");

module.exports = {
  root: true,
  extends: ["html-validate:recommended"],
  elements: [
    "html5",
    {
      // The HTML standard allows blocking="render" on <link rel="expect"> (the first paint waits for an
      // element: src/lib/firstPaint.ts); html-validate's table predates it and knows only stylesheet
      // and preload links. Same rule otherwise.
      link: {
        attributes: {
          blocking: {
            list: true,
            enum: ["render"],
            allowed: metadataHelper.allowedIfAttributeHasValue("rel", [
              "stylesheet",
              "preload",
              "modulepreload",
              "expect",
            ]),
          },
        },
      },
    },
  ],
  rules: {
    // React serialises the charset attribute as `charSet`; HTML attribute names are case-insensitive.
    "attr-case": "off",
    // React writes every void element self-closed (`<meta/>`, `<img/>`, `<input/>`): consistent, and valid HTML.
    "void-style": ["error", { style: "selfclose" }],
    // React writes boolean attributes as `hidden=""`, Gatsby's script slice writes a bare `async`: both valid HTML.
    "attribute-boolean-style": "off",
    // Same React serialisation for attributes that may be empty (`download=""`): valid HTML.
    "attribute-empty-style": "off",
    // Gatsby's own root ids (`___gatsby`, `gatsby-focus-wrapper`) and React's useId (`:R1:`) are not
    // CSS-identifier-like; HTML5 allows any id without whitespace.
    "valid-id": ["error", { relaxed: true }],
    // Gatsby's focus wrapper and gatsby-plugin-image set inline styles in their server-rendered markup.
    "no-inline-style": "off",
    // WAI-ARIA 1.2 allows a name on any role that is not name-prohibited (e.g. a labelled <ul>, role list).
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
  },
};
