import { css } from "@emotion/react";
import React, { useEffect, useMemo, useRef, useState } from "react";
import useSearchParam from "../../hooks/useSearchParam";
import {
  ALL,
  filterManifestos,
  manifestoTypes,
  manifestoYears,
  type ManifestoFilters as Filters,
} from "../../lib/manifestos";
import { colors, fontSizes, space } from "../../theme";
import { Button } from "../ui/Button";
import CardGrid from "../ui/CardGrid";
import Container from "../ui/Container";
import Icon from "../ui/Icon";
import AreaHero from "../ui/AreaHero";
import ManifestoCard, { readButtonId } from "./ManifestoCard";
import ManifestoDetail from "./ManifestoDetail";
import ManifestoFilters from "./ManifestoFilters";
import type { ManifestoData } from "./types";
import { useT } from "../../i18n/I18nProvider";
import { useFormatNumber } from "../../i18n/useFormatNumber";

/** Query-string key of the open manifesto: /about/manifestos?manifesto=2024-general. */
export const MANIFESTO_PARAM = "manifesto";

const NO_FILTERS: Filters = { query: "", type: ALL, year: ALL };

const detailWrap = css({ paddingBlock: `${space(8)} ${space(16)}` });
const listWrap = css({ paddingBlock: `${space(10)} ${space(16)}` });
const countStyle = css({ color: colors.textMuted, marginBottom: space(6) });
const emptyStyle = css({ textAlign: "center", paddingBlock: space(12), color: colors.textMuted });
const emptyTitle = css({ color: colors.text, fontSize: fontSizes.xl, marginTop: space(4) });

/**
 * /about/manifestos: the searchable list and, for the manifesto named in ?manifesto=, the
 * in-page reading view. 'Read Online' pushes a history entry, so the browser's Back button
 * and 'Back to Manifestos' both return to the list; focus follows the switch.
 */
export default function ManifestosView({ manifestos }: { manifestos: readonly ManifestoData[] }) {
  const [openId, setOpenId] = useSearchParam(MANIFESTO_PARAM);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const open = manifestos.find((m) => m.id === openId);

  const types = useMemo(() => manifestoTypes(manifestos), [manifestos]);
  const years = useMemo(() => manifestoYears(manifestos), [manifestos]);
  const shown = filterManifestos(manifestos, filters);
  const t = useT();
  const formatNumber = useFormatNumber();

  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastOpen = useRef<string | null>(null);
  const openedHere = useRef(false);
  const moveFocus = useRef(false);

  // Focus follows the switch: into the detail heading when opened from here, and back to the
  // card's 'Read Online' button whenever the detail closes (button or browser Back).
  useEffect(() => {
    const previous = lastOpen.current;
    lastOpen.current = open?.id ?? null;
    if (open) {
      if (!moveFocus.current) return;
      moveFocus.current = false;
      headingRef.current?.closest("article")?.scrollIntoView({ block: "start" });
      headingRef.current?.focus({ preventScroll: true });
    } else if (previous) {
      moveFocus.current = false;
      const button = document.getElementById(readButtonId(previous));
      button?.focus({ preventScroll: true });
      button?.scrollIntoView({ block: "center" });
    }
  }, [open]);

  const read = (id: string) => {
    moveFocus.current = true;
    openedHere.current = true;
    setOpenId(id);
  };

  const back = () => {
    moveFocus.current = true;
    // Opened from this list: step back in history so Back and 'Back to Manifestos' agree.
    if (openedHere.current) {
      openedHere.current = false;
      window.history.back();
    } else setOpenId(null);
  };

  if (open)
    return (
      <Container css={detailWrap}>
        <ManifestoDetail manifesto={open} onBack={back} headingRef={headingRef} />
      </Container>
    );

  return (
    <>
      <AreaHero area="manifestos" />
      <Container css={listWrap}>
        <ManifestoFilters filters={filters} onChange={setFilters} types={types} years={years} />
        <p aria-live="polite" css={countStyle}>
          {shown.length === manifestos.length
            ? t("manifestos.count", { count: formatNumber(manifestos.length) })
            : t("manifestos.countFiltered", {
                shown: formatNumber(shown.length),
                total: formatNumber(manifestos.length),
              })}
        </p>
        {shown.length === 0 ? (
          <div css={emptyStyle}>
            <Icon name="fileText" size={48} />
            <h2 css={emptyTitle}>{t("manifestos.emptyTitle")}</h2>
            <p>{t("manifestos.emptyText")}</p>
            <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
              {t("manifestos.clear")}
            </Button>
          </div>
        ) : (
          <CardGrid columns={2}>
            {shown.map((m, i) => (
              <li key={m.id}>
                <ManifestoCard manifesto={m} onRead={read} eager={i < 2} />
              </li>
            ))}
          </CardGrid>
        )}
      </Container>
    </>
  );
}
