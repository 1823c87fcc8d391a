import React, { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n";
import { sharePage, type ShareOutcome } from "../../lib/share";
import { colors, space } from "../../theme";
import { Button } from "./Button";
import Icon from "./Icon";

/** What the button says after a share, by outcome: keys of data/i18n/<lang>/news.json. */
const CONFIRMATIONS: Partial<Record<ShareOutcome, string>> = {
  copied: "news.linkCopied",
  failed: "news.copyFailed",
};

/** Native share sheet where the browser has one, else copies the page address (articles and events). */
export default function ShareButton({ title, text }: { title: string; text?: string }) {
  const t = useT();
  const [message, setMessage] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => () => clearTimeout(timer.current), []);

  const share = async () => {
    const outcome = await sharePage({ title, text, url: window.location.href });
    clearTimeout(timer.current);
    const key = CONFIRMATIONS[outcome];
    setMessage(key ? t(key) : "");
    timer.current = setTimeout(() => setMessage(""), 5000);
  };

  return (
    <div css={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: space(3) }}>
      <Button variant="secondary" onClick={share}>
        <Icon name="share" size={18} /> {t("news.share")}
      </Button>
      <p
        role="status"
        css={{ margin: 0, fontWeight: 600, color: colors.success, minHeight: "1.5em" }}
      >
        {message}
      </p>
    </div>
  );
}
