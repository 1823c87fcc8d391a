import React from "react";
import { Button } from "../../components/ui/Button";
import { space } from "../../theme";

type PagerProps = {
  /** Names the navigation for screen readers, e.g. "Audit log pages". */
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
};

const bar = { display: "flex", gap: space(3), alignItems: "center", marginTop: space(4) } as const;

/** Newest-first paging for the console's lists: Newer, "Page N of M" (announced), Older. */
export default function Pager({ label, page, totalPages, onPage }: PagerProps) {
  return (
    <nav aria-label={label} css={bar}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Newer
      </Button>
      <span aria-live="polite">
        Page {page} of {totalPages}
      </span>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Older
      </Button>
    </nav>
  );
}
