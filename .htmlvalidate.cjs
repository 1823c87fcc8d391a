/**
 * html-validate for the built site (`npm run check:html`). JavaScript rather than JSON so each deviation
 * from html-validate:recommended can say why. Only rules that conflict with what Gatsby, React and
 * Emotion emit are changed; everything else stays an error.
 */
module.exports = {
  root: true,
  extends: ["html-validate:recommended"],
  elements: [
    "html5",
    {
      // gatsby-plugin-emotion server-renders each component's <style data-emotion> right before its
      // markup inside <body>. Browsers apply it; this is how pages are styled before JavaScript runs.
      style: { flow: true },
    },
  ],
  rules: {
    // React serialises the charset attribute as `charSet`; HTML attribute names are case-insensitive.
    "attr-case": "off",
    // React writes every void element self-closed (`<meta/>`, `<img/>`, `<input/>`): consistent, and valid HTML.
    "void-style": ["error", { style: "selfclose" }],
    // Gatsby's own root ids (`___gatsby`, `gatsby-focus-wrapper`) start with underscores, which HTML5 allows.
    "valid-id": ["error", { relaxed: true }],
    // Gatsby's focus wrapper and gatsby-plugin-image set inline styles in their server-rendered markup.
    "no-inline-style": "off",
  },
};
