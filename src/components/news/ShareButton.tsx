import React, { useEffect, useRef, useState } from "react";
import { sharePage, type ShareOutcome } from "../../lib/share";
import { colors, space } from "../../theme";
import { Button } from "../ui/Button";
import Icon from "../ui/Icon";

const CONFIRMATIONS: Partial<Record<ShareOutcome, string>> = {
  copied: "Link copied to clipboard",
  failed: "Could not copy the link. Please copy it from the address bar.",
};

/** Native share sheet where the browser has one, else copies the page address. */
export default function ShareButton({ title, text }: { title: string; text?: string }) {
  const [message, setMessage] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => () => clearTimeout(timer.current), []);

  const share = async () => {
    const outcome = await sharePage({ title, text, url: window.location.href });
    clearTimeout(timer.current);
    setMessage(CONFIRMATIONS[outcome] ?? "");
    timer.current = setTimeout(() => setMessage(""), 5000);
  };

  return (
    <div css={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: space(3) }}>
      <Button variant="secondary" onClick={share}>
        <Icon name="share" size={18} /> Share
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
