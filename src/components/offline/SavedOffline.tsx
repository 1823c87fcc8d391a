import React, { useEffect, useState } from "react";
import { useT } from "../../i18n/I18nProvider";
import { colors, radii, space } from "../../theme";
import SavedPagesList from "./SavedPagesList";

/**
 * Above a news list read without a connection (the copy the service worker saved): says so, and
 * lists the articles saved on this device, which open offline. Nothing while online.
 */
export default function SavedOffline() {
  const t = useT();
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);

  if (!offline) return null;
  return (
    <section
      role="status"
      css={{
        marginBlock: space(6),
        marginInline: "auto",
        maxWidth: "1200px",
        padding: space(4),
        border: `1px solid ${colors.border}`,
        borderRadius: radii.md,
      }}
    >
      <p css={{ marginTop: 0, fontWeight: 600 }}>{t("offline.listNotice")}</p>
      <SavedPagesList articlesOnly />
    </section>
  );
}
