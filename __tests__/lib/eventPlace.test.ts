import { formatMessage } from "../../contract/i18n/format";
import { eventPlace } from "../../contract/lib/eventPlace";
import enEvents from "../../data/i18n/en/events.json";
import urEvents from "../../data/i18n/ur/events.json";
import { loadMessages } from "../../gatsby/i18n/messages";
import { ROOT_DIR } from "../../server/platform/config";

type Messages = Record<string, string>;
const prefixed = (area: string, messages: Messages) => Object.fromEntries(Object.entries(messages).map(([key, value]) => [`${area}.${key}`, value]));
// The districts' names in the edition, as the build makes them from data/districts.
const districtsIn = (lang: "en" | "ur") =>
  Object.fromEntries(Object.entries(loadMessages(ROOT_DIR, lang)).filter(([key]) => key.startsWith("districts.")));
const edition = (events: Messages, districts: Messages) => {
  const messages: Messages = { ...prefixed("events", events), ...districts };
  const t = (key: string, vars?: Record<string, string>) => formatMessage(messages[key] ?? key, vars);
  return (event: { venue: string; address?: string; district: string }, withAddress = true) =>
    eventPlace<string>(event, { t, format: t, venue: event.venue, address: event.address ?? "" }, { withAddress });
};
const en = edition(enEvents, districtsIn("en"));
const ur = edition(urEvents, districtsIn("ur"));

describe("where an event is", () => {
  it("gives venue, address and district when the address names neither", () => {
    expect(en({ venue: "Sardaryab Ground", address: "Sardaryab Road", district: "Charsadda" })).toBe("Sardaryab Ground, Sardaryab Road, Charsadda");
  });

  it("says the district once when the address names it, as whole words", () => {
    expect(en({ venue: "Chowk Yadgar", address: "Old City, Peshawar City", district: "Peshawar" })).toBe("Chowk Yadgar, Old City, Peshawar City");
    expect(en({ venue: "Press Club", address: "Swati Gate", district: "Swat" })).toBe("Press Club, Swati Gate, Swat");
  });

  it("says the venue once when the address begins with it", () => {
    expect(en({ venue: "Municipal Hall", address: "Municipal Hall, Bank Road, Mardan", district: "Mardan" })).toBe("Municipal Hall, Bank Road, Mardan");
    // The venue's words at the start of a longer part are not the venue itself.
    expect(en({ venue: "Town Hall", address: "Town Hall Road", district: "Mardan" })).toBe("Town Hall, Town Hall Road, Mardan");
    // A venue whose name has a comma in it is said once too.
    expect(en({ venue: "Press Club, Saddar", address: "Press Club, Saddar, Khyber Road, Peshawar", district: "Peshawar" })).toBe(
      "Press Club, Saddar, Khyber Road, Peshawar",
    );
    expect(en({ venue: "Press Club, Saddar", address: "Press Club, Khyber Road", district: "Peshawar" })).toBe(
      "Press Club, Saddar, Press Club, Khyber Road, Peshawar",
    );
  });

  it("in Urdu: the edition's comma and its own district names, also when the address is in Urdu", () => {
    expect(ur({ venue: "فاروق اعظم چوک", address: "فاروق اعظم چوک، چارسدہ", district: "Charsadda" })).toBe("فاروق اعظم چوک، چارسدہ");
    expect(ur({ venue: "Sardaryab Ground", address: "Sardaryab Road", district: "Peshawar" })).toBe("Sardaryab Ground، Sardaryab Road، پشاور");
  });

  it("leaves the address out where the place is said in brief (cards, share cards)", () => {
    expect(en({ venue: "Municipal Hall", address: "Municipal Hall, Bank Road, Mardan", district: "Mardan" }, false)).toBe("Municipal Hall, Mardan");
    expect(ur({ venue: "Jinnah Park", address: "", district: "Charsadda" })).toBe("Jinnah Park، چارسدہ");
  });
});
