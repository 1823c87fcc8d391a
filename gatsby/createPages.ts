import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { LANGS, localizePath } from "../contract/i18n/locales";
import { folderFiles, pageTranslations } from "./i18n/contentTranslations";
import { editionContext } from "./i18n/pageContext";
import { districtListing } from "./districtNames";

type SlugsResult = {
  allLeader: { nodes: { slug: string }[] };
  allWing: { nodes: { slug: string }[] };
  allDistrict: { nodes: { slug: string }[] };
};

/**
 * One page per data/leaders/*.json, data/wings/*.json and data/districts/*.json, in every edition
 * (/leader/x, /ur/leader/x, /ps/leader/x), and /districts, which lists the districts from its context. Only slugs are queried here; each template's own page query reads the rest, so
 * Gatsby tracks its data dependencies per page.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { createPage, createRedirect } = actions;
  const result = await graphql<SlugsResult>(`
    query PeoplePageSlugs {
      allLeader(sort: { order: ASC }) {
        nodes {
          slug
        }
      }
      allWing(sort: { order: ASC }) {
        nodes {
          slug
        }
      }
      allDistrict(sort: { slug: ASC }) {
        nodes {
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load leader, wing and district slugs", result.errors);
    return;
  }

  const leaderTemplate = path.resolve("src/templates/LeaderTemplate.tsx");
  const wingTemplate = path.resolve("src/templates/WingTemplate.tsx");
  const wingFiles = folderFiles("wings");
  const districtTemplate = path.resolve("src/templates/DistrictTemplate.tsx");
  const districtsTemplate = path.resolve("src/templates/DistrictsTemplate.tsx");
  for (const lang of LANGS) {
    createPage({
      path: localizePath("/districts", lang),
      component: districtsTemplate,
      context: { ...editionContext(lang, districtsTemplate), ...pageTranslations(lang, []), districts: districtListing(lang) },
    });
    for (const { slug } of result.data.allDistrict.nodes) {
      createPage({
        path: localizePath(`/districts/${slug}`, lang),
        component: districtTemplate,
        context: { slug, ...editionContext(lang, districtTemplate), ...pageTranslations(lang, [`districts/${slug}`]) },
      });
    }
    for (const { slug } of result.data.allLeader.nodes) {
      createPage({
        path: localizePath(`/leader/${slug}`, lang),
        component: leaderTemplate,
        context: {
          slug,
          ...editionContext(lang, leaderTemplate),
          ...pageTranslations(lang, [`leaders/${slug}`]),
        },
      });
    }
    for (const { slug } of result.data.allWing.nodes) {
      createPage({
        path: localizePath(`/wings/${slug}`, lang),
        component: wingTemplate,
        context: {
          slug,
          ...editionContext(lang, wingTemplate),
          // The wing's own file, and the other wings' (their names in the page's list of the others).
          ...pageTranslations(
            lang,
            [`wings/${slug}`],
            wingFiles.filter((file) => file !== `wings/${slug}`),
          ),
        },
      });
      // One page of the original site links to /wing/{slug}; keep those links working.
      // Hosts and our server answer this with a 301. Not redirectInBrowser: Gatsby's in-browser
      // redirect on first load leaves a blank page when it races the client route
      // src/pages/wing/[...].tsx, which already does the same move on static hosts.
      createRedirect({
        fromPath: localizePath(`/wing/${slug}`, lang),
        toPath: localizePath(`/wings/${slug}`, lang),
        isPermanent: true,
      });
    }
  }
};
