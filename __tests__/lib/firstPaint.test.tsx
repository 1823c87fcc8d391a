import { render } from "@testing-library/react";
import React from "react";
import PageHero from "../../src/components/ui/PageHero";
import { firstPaintTarget } from "../../src/lib/firstPaint";

describe("firstPaintTarget", () => {
  it("is the page's last mark: the hero's end when the page opens with one", () => {
    const html =
      '<header></header><span id="header-end" hidden=""></span><main><header></header><span id="opening-end" hidden=""></span></main>';
    expect(firstPaintTarget(html)).toBe("opening-end");
  });

  it("is the header's end on a page without a hero", () => {
    expect(
      firstPaintTarget('<header></header><span id="header-end" hidden=""></span><main></main>'),
    ).toBe("header-end");
  });

  it("is nothing on a page without marks, which then paints as it is parsed", () => {
    expect(firstPaintTarget("<main><p>header-end opening-end</p></main>")).toBeUndefined();
  });
});

describe("the hero's mark", () => {
  it("comes right after the hero and is hidden", () => {
    const { container } = render(
      <PageHero eyebrow="Party History" title="QWP History" lead="Since 1985." />,
    );
    const hero = container.querySelector("header");
    const mark = container.querySelector("#opening-end");
    expect(hero?.nextElementSibling).toBe(mark);
    expect(mark).toHaveAttribute("hidden");
    expect(mark).toBeEmptyDOMElement();
  });
});
