/**
 * What an Urdu or Pashto page may not show (docs/translators.md, "What the checks hold every page to"):
 * - English: a word in Latin letters, unless it is a name the party writes in Latin (LATIN_NAMES), an
 *   e-mail address or a web address. An untranslated content text is English marked lang="en", so it
 *   counts like any other English.
 * - Digits of the other rule: Pashto writes ۰-۹, so 0-9 in a Pashto page is a problem outside Latin
 *   text (a name or code such as NA-32, an e-mail address, anything marked dir="ltr" on purpose) and
 *   phone numbers; Urdu writes 0-9, so ۰-۹ or ٠-٩ anywhere in an Urdu page is a problem.
 * The texts read are the body's text, the title, the meta description and the words the page gives
 * screen readers and tooltips (alt, aria-label, title, placeholder).
 */
import { JSDOM } from "jsdom";

/** Names and codes the party and the forms write in Latin letters in every edition. */
export const LATIN_NAMES = new Set([
  "QWP", // the party's short name, as the Pashto edition writes it
  "English", // the language switcher names each language in its own script
  "PDF",
  "CNIC",
  "CRC",
  "PTI",
  "PDM",
  "FA",
  "FSc",
  "BA",
  "BSc",
  "PhD",
  "NA", // constituency codes: NA-32, PK-75
  "PK",
  "IP", // the privacy notice names the IP address it keeps
]);

/** A path of the site quoted in a sentence ("/wings"). */
const PATH = /(?<![\w/])\/[a-z][\w/-]*/g;
const EMAIL_OR_URL =
  /[\w.+-]+@[\w-]+(\.[\w-]+)+|https?:\/\/\S+|\b[\w-]+(\.[\w-]+)*\.(org|com|pk)(\.pk)?\b/g;
const PHONE = /\+?\d[\d -]{7,}\d/g;
const LATIN_WORD = /[A-Za-z][A-Za-z'’]*/g;
/** A Latin name or code with its figures (NA-32, FSc): its digits are Latin text too. */
const LATIN_TOKEN = /[A-Za-z][A-Za-z0-9'’-]*/g;
const WESTERN_DIGIT = /[0-9]/;
const EASTERN_DIGIT = /[\u06F0-\u06F9\u0660-\u0669]/;
const ATTRIBUTES = ["alt", "aria-label", "title", "placeholder"];

type Text = { text: string; ltr: boolean; where: string };

function describe(element: Element): string {
  const id = element.id ? `#${element.id}` : "";
  return `<${element.tagName.toLowerCase()}${id}>`;
}

function pageTexts(html: string): Text[] {
  const { document } = new JSDOM(html).window;
  document.querySelectorAll("script, style, template").forEach((node) => node.remove());
  const texts: Text[] = [];
  const isLtr = (element: Element | null) =>
    element?.closest("[dir]")?.getAttribute("dir") === "ltr";
  texts.push({ text: document.title, ltr: false, where: "<title>" });
  const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
  if (description)
    texts.push({ text: description, ltr: false, where: '<meta name="description">' });
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim()) continue;
    // A telephone link says a phone number, whatever its digits.
    if (parent.closest('a[href^="tel:"], a[href^="mailto:"]')) continue;
    texts.push({ text: node.textContent, ltr: isLtr(parent), where: describe(parent) });
  }
  for (const element of document.body.querySelectorAll(ATTRIBUTES.map((a) => `[${a}]`).join(",")))
    for (const attribute of ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      if (value)
        texts.push({
          text: value,
          ltr: isLtr(element),
          where: `${describe(element)} ${attribute}`,
        });
    }
  return texts;
}

/** Every English word and every digit of the other rule in a built Urdu or Pashto page, one line each. */
export function editionTextProblems(html: string, lang: "ur" | "ps"): string[] {
  const problems = new Set<string>();
  for (const { text, ltr, where } of pageTexts(html)) {
    const plain = text.replace(EMAIL_OR_URL, " ").replace(PATH, " ");
    const english = (plain.match(LATIN_WORD) ?? []).filter((word) => !LATIN_NAMES.has(word));
    if (english.length) problems.add(`English in ${where}: "${text.trim().slice(0, 80)}"`);
    if (lang === "ur" && EASTERN_DIGIT.test(text))
      problems.add(
        `Pashto or Arabic digits in ${where} (Urdu writes 0-9): "${text.trim().slice(0, 80)}"`,
      );
    if (
      lang === "ps" &&
      !ltr &&
      WESTERN_DIGIT.test(plain.replace(PHONE, " ").replace(LATIN_TOKEN, " "))
    )
      problems.add(`0-9 in ${where} (Pashto writes ۰-۹): "${text.trim().slice(0, 80)}"`);
  }
  return [...problems];
}
