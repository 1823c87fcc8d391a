import React, { Suspense, useMemo } from "react";
import { media, space } from "../../theme";
import { formCard } from "../forms/formLayout";
import AreaHero from "../ui/AreaHero";
import PrivacyNotice from "../forms/PrivacyNotice";
import Container from "../ui/Container";
import JoinForm, { type DistrictChoice, type WingOption } from "./JoinForm";
import StaticContent from "../ui/StaticContent";
import { useHasTranslation, useLang } from "../../i18n";
import { useNavigation } from "../../hooks/useNavigation";
import { wingPath } from "../../../contract/routes";

type JoinViewProps = {
  wings: readonly WingOption[];
  districts: readonly DistrictChoice[];
  privacyEmail: string;
};

/**
 * The wings in the page's language. A wing's name is content (data/wings/), translated where the
 * edition names it: the menu's Wings list (data/<lang>/navigation.json, by the wing's address). A
 * wing the translated menu does not name keeps its English title, marked English.
 */
function useWingNames(wings: readonly WingOption[]): WingOption[] {
  const lang = useLang();
  const navigation = useNavigation();
  const translated = useHasTranslation("navigation");
  return useMemo(() => {
    if (lang === "en") return [...wings];
    const names = new Map<string, string>();
    if (translated)
      for (const item of navigation.items)
        for (const sub of item.subItems ?? [])
          if (sub?.href && sub.name) names.set(sub.href, sub.name);
    return wings.map((wing) => {
      const name = names.get(wingPath(wing.slug));
      return name ? { ...wing, title: name } : { ...wing, lang: "en" };
    });
  }, [lang, navigation, translated, wings]);
}

/** The Join screen: the membership application with its privacy notice beside it. */
export default function JoinView({ wings, districts, privacyEmail }: JoinViewProps) {
  const wingChoices = useWingNames(wings);
  return (
    <>
      <AreaHero area="join" tone="light" />
      <Container css={{ paddingBottom: space(16) }}>
        <div
          css={{
            display: "grid",
            gap: space(8),
            [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) 20rem", alignItems: "start" },
          }}
        >
          <div css={formCard}>
            {/* A boundary of its own: React hydrates the form in its own slice (see Layout). */}
            <Suspense fallback={null}>
              <JoinForm wings={wingChoices} districts={districts} />
            </Suspense>
          </div>
          <div css={{ [media.lg]: { position: "sticky", top: space(24) } }}>
            <StaticContent>
              <PrivacyNotice email={privacyEmail} />
            </StaticContent>
          </div>
        </div>
      </Container>
    </>
  );
}
