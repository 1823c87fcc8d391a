/** @jest-environment node */
import { iconSprite } from "../../gatsby/iconSprite";
import { iconNames } from "../../src/components/ui/iconNames";

it("has one symbol per icon name, each with its path, under a content-hashed name", () => {
  const { markup, publicPath } = iconSprite();
  const ids = [...markup.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
  expect(ids).toEqual([...iconNames]);
  expect(markup).toContain('<symbol id="mail" viewBox="0 0 24 24"');
  expect(markup).not.toMatch(/<path d=""/);
  expect(publicPath).toMatch(/^\/static\/icons-[0-9a-f]{12}\.svg$/);
  expect(iconSprite().publicPath).toBe(publicPath);
});
