import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { ENTRY_KINDS, entryKind } from "../contract/content/kinds";
import { LANGS, localizePath } from "../contract/i18n/locales";
import { DISTRICTS_PREFIX } from "../contract/routes";
import { folderFiles, pageTranslations } from "./i18n/contentTranslations";
import { editionContext } from "./i18n/pageContext";
import { districtListing } from "./districtNames";

type SlugsResult = Record<string, { nodes: { slug: string }[] }>;

/**
 * One page per entry of each entry kind of the registry (data/leaders/*.json → /leader/x,
 * /ur/leader/x, /ps/leader/x; wings; districts), and /districts, which lists the districts from its
 * context. Only slugs are queried here; each template's own page query reads the rest, so Gatsby
 * tracks its data dependencies per page.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { createPage, createRedirect } = actions;
  const lists = ENTRY_KINDS.map((kind) => {
    const { typeName, orderField } = entryKind(kind);
    return `all${typeName}(sort: { ${orderField ?? "slug"}: ASC }) {
        nodes {
          slug
        }
      }`;
  });
  const result = await graphql<SlugsResult>(`
    query EntryPageSlugs {
      ${lists.join("\n      ")}
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not load the slugs of ${ENTRY_KINDS.join(", ")}`, result.errors);
    return;
  }

  const districtsTemplate = path.resolve("src/templates/DistrictsTemplate.tsx");
  for (const lang of LANGS) {
    createPage({
      path: localizePath(DISTRICTS_PREFIX, lang),
      component: districtsTemplate,
      context: { ...editionContext(lang, districtsTemplate), ...pageTranslations(lang, []), districts: districtListing(lang) },
    });
    for (const kind of ENTRY_KINDS) {
      const { typeName, folder, page, formerPage, showsOthers, template: templateFile } = entryKind(kind);
      const template = path.resolve(templateFile);
      const files = folderFiles(folder);
      for (const { slug } of result.data[`all${typeName}`].nodes) {
        const own = `${folder}/${slug}`;
        createPage({
          path: localizePath(page(slug), lang),
          component: template,
          context: {
            slug,
            ...editionContext(lang, template),
            // The entry's own file, and the others' where the page names them (a wing's list of the other wings).
            ...pageTranslations(lang, [own], showsOthers ? files.filter((file) => file !== own) : undefined),
          },
        });
        // A page of the original site links to /wing/{slug}; keep those links working. Hosts and our
        // server answer this with a 301. Not redirectInBrowser: Gatsby's in-browser redirect on first
        // load leaves a blank page when it races the client route src/pages/wing/[...].tsx, which
        // already does the same move on static hosts.
        if (formerPage)
          createRedirect({ fromPath: localizePath(formerPage(slug), lang), toPath: localizePath(page(slug), lang), isPermanent: true });
      }
    }
  }
};
