/** @jest-environment node */
import { editionTextProblems } from "../../scripts/lib/editionText";

const page = (lang: "ur" | "ps", body: string, title = "قومي وطن ګوند") =>
  `<!doctype html><html lang="${lang}" dir="rtl"><head><title>${title}</title></head><body>${body}</body></html>`;

describe("what a built Urdu or Pashto page may show", () => {
  it("passes a page in its language with the party's Latin names, addresses and phone numbers", () => {
    const body = `<header><a href="mailto:info@qwp.org.pk">info@qwp.org.pk</a> <a href="tel:+92915840011">+92 91 5840011</a></header>
      <p>له QWP سره یوځای شئ</p><p>د ۲۰۱۲ کال د اکتوبر په ۱۷مه</p><p>انټرمیډیټ (FA/FSc)</p>
      <p>زموږ شمېره: +92 91 5840012</p><span dir="ltr">0300 1234567</span><span dir="ltr">NA-32</span>
      <a lang="en" dir="ltr" href="/about">English</a><img alt="د ګوند نښان" src="/x.png">
      <script>const english = "Qaumi Watan Party 2024";</script>`;
    expect(editionTextProblems(page("ps", body), "ps")).toEqual([]);
    expect(
      editionTextProblems(page("ur", "<p>17 اکتوبر 2012 کو</p><p>QWP</p>", "قومی وطن پارٹی"), "ur"),
    ).toEqual([]);
  });

  it("fails an untranslated content text, marked English or not, and English in attributes and the head", () => {
    const problems = editionTextProblems(
      page(
        "ur",
        `<h2 lang="en" dir="ltr">Youth Wing</h2><p>Manifesto 2024 کی</p><img alt="Party flag" src="/f.png">`,
        "Privacy | قومی وطن پارٹی",
      ),
      "ur",
    );
    expect(problems).toEqual([
      'English in <title>: "Privacy | قومی وطن پارٹی"',
      'English in <h2>: "Youth Wing"',
      'English in <p>: "Manifesto 2024 کی"',
      'English in <img> alt: "Party flag"',
    ]);
  });

  it("holds each edition to its digits: 0-9 in Pashto outside Latin text and phone numbers, ۰-۹ in Urdu", () => {
    expect(
      editionTextProblems(
        page("ps", "<span>50+</span><p>© 2026 قومي وطن ګوند</p><span>۲۰۱۳</span>"),
        "ps",
      ),
    ).toEqual([
      '0-9 in <span> (Pashto writes ۰-۹): "50+"',
      '0-9 in <p> (Pashto writes ۰-۹): "© 2026 قومي وطن ګوند"',
    ]);
    expect(
      editionTextProblems(page("ur", "<span>۲۰۱۳</span><p>2013</p>", "قومی وطن پارٹی"), "ur"),
    ).toEqual(['Pashto or Arabic digits in <span> (Urdu writes 0-9): "۲۰۱۳"']);
  });
});
