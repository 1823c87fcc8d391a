/**
 * Components rendered in a unit test have no page around them: give them the English interface
 * strings from data/i18n/en, the texts the English site shows (src/i18n/I18nProvider.tsx).
 */
import path from "node:path";
import { loadMessages } from "../../gatsby/i18n/messages";
import { setFallbackMessages } from "../../src/i18n/I18nProvider";

setFallbackMessages(loadMessages(path.resolve(__dirname, "../.."), "en"));
