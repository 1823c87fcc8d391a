/**
 * First-run content: inserted only into empty tables, so re-running never duplicates or
 * overwrites anything the party has added since.
 */
import crypto from "node:crypto";
import path from "node:path";
import type { Db } from "../platform/database";
import { SEED_CHANNEL, SEED_PRODUCTS, SEED_SERVICES, SEED_VIDEOS } from "./catalogue";
import { processImage } from "../media/pipeline";
import { createMediaRepository } from "../media/mediaRepository";
import { createNewsRepository } from "../news/newsRepository";
import { AUTHOR_IMAGE, NEWS_IMAGE, VIDEO_THUMB, drawPlaceholder, renderPlaceholder } from "./media";
import { SEED_AUTHORS, SEED_NEWS } from "../news/seedNews";
import { createEventRepository } from "../events/eventRepository";
import { SEED_EVENTS, seedEventValues } from "../events/seedEvents";
import { systemClock, type Clock } from "../platform/clock";

/** Stable 24-hex ids (the shape of the original API's _id) derived from the slug. */
export const newsIdFor = (slug: string) =>
  crypto.createHash("sha1").update(`news:${slug}`).digest("hex").slice(0, 24);

const AUTHOR_COLOURS: Record<keyof typeof SEED_AUTHORS, [string, string]> = {
  press: ["#8f1d21", "#3a0c0e"],
  media: ["#1f5f8b", "#0f2f45"],
  youth: ["#2e6b3a", "#14331b"],
  women: ["#7a2e6b", "#3a1633"],
};

const count = (db: Db, table: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

export type SeedResult = { news: number; events: number; videos: number; services: number; products: number };

/** A seeded photo: made once through the media pipeline, found again by its fixed key when seeding again. */
/** The line under a demonstration photo's title, in the language of what it illustrates. */
const PHOTO_LABELS = { en: undefined, ur: "قومی وطن پارٹی · نمونے کی تصویر", ps: "قومي وطن ګوند · د نمونې انځور" } as const;

async function seedPhoto(db: Db, mediaDir: string, name: string, title: string, palette: [string, string], lang: keyof typeof PHOTO_LABELS = "en"): Promise<number> {
  const media = createMediaRepository(db);
  const fixedKey = crypto.createHash("sha1").update(`seed-photo:${name}`).digest("hex").slice(0, 24);
  const existing = media.findByKey(fixedKey);
  if (existing) return existing.id;
  const jpeg = await renderPlaceholder(NEWS_IMAGE, title, palette, PHOTO_LABELS[lang]);
  return media.add(await processImage(jpeg, mediaDir, { fixedKey }), `${name}.jpg`, null).id;
}

/**
 * Seeds every empty table and draws the images it refers to into `mediaDir` (served at /media).
 * Events are dated from `now`, so a fresh database has upcoming ones.
 */
export async function seedDatabase(db: Db, mediaDir: string, { now = systemClock }: { now?: Clock } = {}): Promise<SeedResult> {
  const result: SeedResult = { news: 0, events: 0, videos: 0, services: 0, products: 0 };

  if (count(db, "news") === 0) {
    for (const [key, author] of Object.entries(SEED_AUTHORS)) {
      await drawPlaceholder(
        path.join(mediaDir, "authors", `${key}.jpg`),
        AUTHOR_IMAGE,
        author.name.replace(/^QWP /, ""),
        AUTHOR_COLOURS[key as keyof typeof SEED_AUTHORS],
        "QWP",
      );
    }
    // The demonstration photos go through the same pipeline as an editor's upload, so the seeded
    // articles are ordinary items with library photos (variants, metadata stripped).
    const imageIds: number[] = [];
    for (const item of SEED_NEWS) imageIds.push(await seedPhoto(db, mediaDir, item.slug, item.title, item.palette, item.lang));
    createNewsRepository(db).insert(
      SEED_NEWS.map((item, index) => {
        const author = SEED_AUTHORS[item.author];
        return {
          id: newsIdFor(item.slug),
          slug: item.slug,
          title: item.title,
          excerpt: item.excerpt,
          // The detail page shows the photo above the body, so the body does not repeat it.
          content: item.body.trim(),
          imageId: imageIds[index],
          link: item.link ?? null,
          category: item.category,
          author: { name: item.byline ?? author.name, image: `/media/authors/${item.author}.jpg`, email: author.email },
          publishedAt: item.publishedAt,
          ...(item.lang ? { lang: item.lang } : {}),
        };
      }),
    );
    result.news = SEED_NEWS.length;
  }

  if (count(db, "events") === 0) {
    const events = createEventRepository(db, now);
    for (const seed of SEED_EVENTS) {
      const photo = seed.palette ? await seedPhoto(db, mediaDir, `event-${seed.slug}`, seed.title, seed.palette, seed.lang) : null;
      const values = { ...seedEventValues(seed, now()), photo };
      const event = events.create(values, null);
      // Postponed the way the press office does it: announced first, then moved, so the old date is kept.
      if (seed.postponed === "to-be-announced") events.update(event.id, { ...values, status: "postponed", dateToBeAnnounced: true }, null);
      else if (seed.postponed) {
        const moved = seedEventValues(seed, now(), seed.day + seed.postponed.movedByDays);
        events.update(event.id, { ...values, startsAt: moved.startsAt, endsAt: moved.endsAt, status: "postponed" }, null);
      }
    }
    result.events = SEED_EVENTS.length;
  }

  if (count(db, "videos") === 0) {
    for (const [index, video] of SEED_VIDEOS.entries()) {
      const palette = Object.values(AUTHOR_COLOURS)[index % 4];
      await drawPlaceholder(path.join(mediaDir, "videos", `${video.videoId}.jpg`), VIDEO_THUMB, video.title, palette);
    }
    const insert = db.prepare(`INSERT INTO videos
      (video_id, title, description, thumbnail_url, thumbnail_width, thumbnail_height, channel_id, channel_title, published_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    db.transaction(() => {
      for (const v of SEED_VIDEOS) {
        insert.run(v.videoId, v.title, v.description, `/media/videos/${v.videoId}.jpg`, VIDEO_THUMB.width,
          VIDEO_THUMB.height, SEED_CHANNEL.id, SEED_CHANNEL.title, v.publishedAt);
      }
    })();
    result.videos = SEED_VIDEOS.length;
  }

  if (count(db, "services") === 0) {
    const insert = db.prepare("INSERT INTO services (slug, title, description, icon, sort_order) VALUES (?, ?, ?, ?, ?)");
    db.transaction(() => SEED_SERVICES.forEach((s, i) => insert.run(s.slug, s.title, s.description, s.icon, i)))();
    result.services = SEED_SERVICES.length;
  }

  if (count(db, "products") === 0) {
    const insert = db.prepare("INSERT INTO products (slug, name, description, price_pkr, image, sort_order) VALUES (?, ?, ?, ?, NULL, ?)");
    db.transaction(() => SEED_PRODUCTS.forEach((p, i) => insert.run(p.slug, p.name, p.description, p.pricePkr, i)))();
    result.products = SEED_PRODUCTS.length;
  }
  return result;
}
