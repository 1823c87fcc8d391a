import React, { Suspense, useEffect, useId, useRef, useState } from "react";
import { globalHistory } from "@gatsbyjs/reach-router";
import { useIsHydrating } from "../../hooks/useIsHydrating";

/** The wrapper's attribute: its value is the boundary's id; scripts/lib/pageWeight.ts counts what it holds as kept. */
const ATTRIBUTE = "data-hydrate-on-use";

/**
 * What shows that a reader is about to use a control: a pointer arriving or pressing (mouse, pen or
 * touch), focus, a key, and a bare click (what a screen reader sends). For the discrete ones React
 * hydrates the boundary at once and then dispatches the event; it replays the others once it has.
 */
const INTENT_EVENTS = ["pointerover", "pointerdown", "focusin", "keydown", "click"];

const used = new Set<string>();
/** Set by the first change of location: from then on no boundary waits. */
let moved = false;
/**
 * What a waiting boundary throws. It never settles: React tries the boundary again by itself when an
 * event reaches it (hydrating at once for a press or key, soon for a hover or focus) or an update does.
 */
const never = new Promise<never>(() => {});

if (typeof document !== "undefined") {
  // On the document in the capture phase, so this runs before React's own listener on its root: by the
  // time React looks at the event, the boundary no longer refuses to hydrate, and the first click or
  // key press reaches the control instead of being dropped.
  const onIntent = (event: Event) => {
    const { target } = event;
    const holder = target instanceof Element && target.closest(`[${ATTRIBUTE}]`);
    if (holder) used.add(holder.getAttribute(ATTRIBUTE)!);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, true);
  // A new location changes the router's context above every boundary. React applies it (in a transition:
  // src/lib/router/LocationInTransition.tsx) only to a boundary it has hydrated first: let all hydrate.
  globalHistory.listen(() => {
    moved = true;
  });
}

/**
 * Holds its children's hydration (by suspending) until the reader shows intent. It is their parent, not a
 * sibling: React 18 goes on to render a suspended component's siblings, and would render (and drop) the
 * whole control on every attempt.
 */
function Gate({
  id,
  held,
  release,
  children,
}: {
  id: string;
  held: boolean;
  release: (held: false) => void;
  children: React.ReactNode;
}) {
  useEffect(() => release(false), [release]);
  if (held && !moved && !used.has(id)) throw never;
  return children;
}

/**
 * A control that keeps its built HTML, unhydrated, until the reader first reaches for it: a pointer over
 * it, a touch, focus, a key or a click inside it. Then React hydrates it and hands it that same event, so
 * the first tap or Enter works. On a page reached by Gatsby's navigation it renders as usual.
 *
 * The children form a Suspense boundary that suspends only while React hydrates it; React keeps a
 * suspended boundary's HTML as parsed. Until it has hydrated, a new render here passes the boundary the
 * element it hydrates with (props that differ from its HTML cannot reach HTML React has not taken over);
 * once hydrated it renders the current children. Unlike StaticContent, everything inside may have state,
 * effects and handlers, but effects run only after the first use: what must run on every page (the
 * system theme, a prefetch) belongs outside.
 */
export default function HydrateOnUse({ children }: { children: React.ReactNode }) {
  const id = useId();
  const hydrating = useIsHydrating();
  const [held, setHeld] = useState(() => hydrating && typeof window !== "undefined");
  // Only HTML from the build needs the boundary (the build renders it too); a control first rendered in
  // the browser has no HTML to keep, and a boundary around it would only hold its updates back.
  const [bounded] = useState(hydrating);
  const gate = (
    <Gate id={id} held={held} release={setHeld}>
      {children}
    </Gate>
  );
  const boundary = bounded ? <Suspense fallback={null}>{gate}</Suspense> : gate;
  const kept = useRef(boundary);
  return (
    <div {...{ [ATTRIBUTE]: id }} css={wrapper}>
      {held ? kept.current : boundary}
    </div>
  );
}

/** The wrapper adds no box: the children lay out as if it were not there. */
const wrapper = { display: "contents" } as const;
