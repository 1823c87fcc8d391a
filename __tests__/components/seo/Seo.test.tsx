import { render } from "@testing-library/react";
import React from "react";
import Seo from "../../../src/components/seo/Seo";
import { mockLayoutQueries } from "../../../test-support/unit/layoutData";

beforeEach(mockLayoutQueries);

const meta = (container: HTMLElement, key: string) =>
  container.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content");

describe("Seo", () => {
  it("sets the templated title, description, canonical URL and share tags", () => {
    const { container } = render(
      <Seo title="Contact" description="Write to the party." pathname="/contact/" />,
    );
    expect(container.querySelector("title")).toHaveTextContent(/^Contact \| Qaumi Watan Party$/);
    expect(meta(container, "description")).toBe("Write to the party.");
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://www.qwp.org.pk/contact",
    );
    expect(meta(container, "og:title")).toBe("Contact | Qaumi Watan Party");
    expect(meta(container, "og:url")).toBe("https://www.qwp.org.pk/contact");
    expect(meta(container, "og:type")).toBe("website");
    expect(meta(container, "og:site_name")).toBe("Qaumi Watan Party");
    expect(meta(container, "og:image")).toBe("https://www.qwp.org.pk/og-default.png");
    expect(meta(container, "og:image:width")).toBe("1200");
    expect(meta(container, "og:image:height")).toBe("630");
    expect(meta(container, "og:image:alt")).toMatch(/Qaumi Watan Party/);
    expect(meta(container, "twitter:card")).toBe("summary_large_image");
    expect(meta(container, "twitter:site")).toBe("@QWPOfficial");
    expect(container.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("uses the bare site name on the home page", () => {
    const { container } = render(<Seo title="Qaumi Watan Party" description="Home" pathname="/" />);
    expect(container.querySelector("title")).toHaveTextContent(/^Qaumi Watan Party$/);
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://www.qwp.org.pk/",
    );
  });

  it("takes a page's own image, type and extra tags, and can keep a page out of search", () => {
    const { container } = render(
      <Seo
        title="Tariq Khan"
        description="Profile"
        pathname="/leader/tariq-khan"
        type="profile"
        image={{ src: "/static/abc/tariq.jpg", width: 800, height: 800, alt: "Tariq Khan" }}
        noindex
      >
        <script type="application/ld+json">{"{}"}</script>
      </Seo>,
    );
    expect(meta(container, "og:type")).toBe("profile");
    expect(meta(container, "og:image")).toBe("https://www.qwp.org.pk/static/abc/tariq.jpg");
    expect(meta(container, "og:image:width")).toBe("800");
    expect(meta(container, "twitter:image:alt")).toBe("Tariq Khan");
    expect(meta(container, "robots")).toBe("noindex, follow");
    expect(container.querySelector('script[type="application/ld+json"]')).not.toBeNull();
  });

  it("names no address of its own on a client-only route's static shell (/news/[...] is no URL)", () => {
    const { container } = render(<Seo title="News" description="News" pathname="/news/[...]/" />);
    expect(container.querySelector('link[rel="canonical"]')).toBeNull();
    expect(meta(container, "og:url")).toBeUndefined();
    expect(meta(container, "og:title")).toBe("News | Qaumi Watan Party");
  });

  it("names the real address once the browser knows it", () => {
    const { container } = render(
      <Seo title="News" description="News" pathname="/news/council-meets" />,
    );
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://www.qwp.org.pk/news/council-meets",
    );
    expect(meta(container, "og:url")).toBe("https://www.qwp.org.pk/news/council-meets");
  });
});
