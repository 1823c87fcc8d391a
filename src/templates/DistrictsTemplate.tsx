import type { PageProps } from "gatsby";
import React from "react";
import DistrictList from "../components/district/DistrictList";
import type { DistrictListing } from "../components/district/districtListing";
import Layout from "../components/layout/Layout";
import { pageHead } from "../components/seo/pageHead";
import Container from "../components/ui/Container";
import AreaHero from "../components/ui/AreaHero";
import { useLang } from "../i18n/I18nProvider";
import { space } from "../theme";

type Context = { districts?: DistrictListing[] };

/** /districts: every district by division, with a field that narrows the list as one types. */
export default function DistrictsTemplate({ pageContext }: PageProps<object, Context>) {
  const lang = useLang();
  return (
    <Layout>
      <AreaHero area="districtPages" />
      {/* Beside the static content, not in it: the field narrows the list in the browser. */}
      <Container css={{ paddingBlock: space(10) }}>
        <DistrictList districts={pageContext.districts ?? []} lang={lang} />
      </Container>
    </Layout>
  );
}

export const Head = pageHead("districtPages.title", "districtPages.seoIndexDescription");
