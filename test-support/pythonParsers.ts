/**
 * The site's machine-readable outputs read back by parsers no one here wrote, as Debian packages
 * them (python3-icalendar, python3-feedparser, python3-extruct; .ci/run installs them): each takes
 * the text on standard input and answers JSON.
 */
import { execFileSync } from "node:child_process";

// Debian's python, whose packages these are (a python of one's own on PATH may lack them).
const PYTHON = "/usr/bin/python3";

const run = (script: string, input: string): unknown =>
  JSON.parse(execFileSync(PYTHON, ["-c", script], { input, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }));

const ICALENDAR = `
import sys, json, icalendar
raw = sys.stdin.buffer.read()
cal = icalendar.Calendar.from_ical(raw)
def value(v):
    if hasattr(v, "dt"): return v.dt.isoformat()
    if isinstance(v, list): return [value(x) for x in v]
    return str(v)
events = []
for component in cal.walk("VEVENT"):
    events.append({k.lower(): value(v) for k, v in component.items()})
print(json.dumps({
    "name": str(cal.get("NAME", "")),
    "calname": str(cal.get("X-WR-CALNAME", "")),
    "method": str(cal.get("METHOD", "")),
    "errors": [str(e) for c in cal.walk() for e in getattr(c, "errors", [])],
    "events": events,
}))
`;

export type IcalendarReading = {
  name: string;
  calname: string;
  method: string;
  /** What the parser could not read, per component. */
  errors: string[];
  /** Each VEVENT's properties by lower-case name (dates as ISO text). */
  events: Array<Record<string, string>>;
};

/** An .ics file as python's icalendar reads it. */
export const readIcalendar = (text: string) => run(ICALENDAR, text) as IcalendarReading;

const FEEDPARSER = `
import sys, json, time, feedparser
d = feedparser.parse(sys.stdin.buffer.read())
print(json.dumps({
    "bozo": bool(d.bozo),
    "bozoException": str(d.get("bozo_exception", "")),
    "language": d.feed.get("language"),
    "entries": [{
        "title": e.get("title"),
        "link": e.get("link"),
        "published": time.strftime("%Y-%m-%dT%H:%M:%SZ", e.published_parsed) if e.get("published_parsed") else None,
        "language": (e.get("content") or [{}])[0].get("language"),
    } for e in d.entries],
}))
`;

export type FeedReading = {
  bozo: boolean;
  bozoException: string;
  language: string | null;
  entries: Array<{ title: string; link: string; published: string | null; language: string | null }>;
};

/** An RSS feed as python's feedparser reads it (bozo: it found the feed malformed). */
export const readFeed = (xml: string) => run(FEEDPARSER, xml) as FeedReading;

const EXTRUCT = `
import sys, json, extruct
html = sys.stdin.read()
print(json.dumps(extruct.extract(html, base_url=sys.argv[1], syntaxes=["json-ld"], errors="strict")["json-ld"]))
`;

/** The JSON-LD objects of a page as extruct reads them. */
export const readJsonLd = (html: string, url: string) =>
  JSON.parse(execFileSync(PYTHON, ["-c", EXTRUCT, url], { input: html, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })) as Array<
    Record<string, unknown>
  >;
