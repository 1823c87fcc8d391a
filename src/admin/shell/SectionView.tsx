import React, { Suspense, useMemo } from "react";
import type { AdminSection } from "../sections";
import ConsoleLoading from "../ui/ConsoleLoading";

const loaded = new Map<string, React.LazyExoticComponent<React.ComponentType<{ subpath: string }>>>();

/** A section's screen, its code fetched the first time it is opened. */
export default function SectionView({ section, subpath }: { section: AdminSection; subpath: string }) {
  const Screen = useMemo(() => {
    let component = loaded.get(section.id);
    if (!component) {
      component = React.lazy(section.load);
      loaded.set(section.id, component);
    }
    return component;
  }, [section]);
  return (
    <Suspense fallback={<ConsoleLoading label={`Loading ${section.label.toLowerCase()}…`} />}>
      <Screen subpath={subpath} />
    </Suspense>
  );
}
