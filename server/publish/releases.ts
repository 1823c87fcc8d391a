/**
 * Releases: each successful build's output, frozen in `<releasesDir>/<id>/site/` with its
 * `release.json` (commit, message, author, when it was made and when it last went live). The file
 * `current` names the live one; switching is one atomic rename of that file, so a request sees the
 * old release or the new one, never a mix. A release is assembled in `.incoming-<id>/` and renamed
 * into place only when complete: a folder left by a killed server is never served and is removed
 * on the next start. A release's compressible files are stored compressed beside them
 * (server/site/precompress.ts) before it is renamed into place.
 */
import fs from "node:fs";
import path from "node:path";
import { adoptStoredVariants, precompressSite } from "../site/precompress";
import { STORED_VARIANT, isCompressibleFile, storedVariantPath, type StoredEncoding } from "../site/staticSite";

/** How many releases stay on disk (the live one always stays, even when older). */
export const RELEASES_KEPT = 10;

/** `20261125T075300123Z-1a2b3c4` (sortable by time); the only shape an id from the API may have. */
export const RELEASE_ID = /^\d{8}T\d{9}Z-[0-9a-f]{4,40}$/;

export type Commit = { commit: string; message: string; author: string };

export type Release = Commit & {
  id: string;
  /** When the build that made it finished. */
  builtAt: string;
  /** When it last became the live release. */
  at: string | null;
  buildId: number | null;
};

const INCOMING = ".incoming-";
const POINTER = "current";

function writeAtomically(file: string, text: string) {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
}

/**
 * Whether `built` (a file of the build) is the file `released` (of the live release), unchanged: same size
 * and the same modification time within a millisecond. A release's files keep the build's times (see
 * copyTree), and a file the build rewrites gets a new time, as rsync's quick check assumes.
 */
async function unchangedSince(built: fs.Stats, released: string): Promise<boolean> {
  try {
    const before = await fs.promises.stat(released);
    // Within a millisecond, not equal: utimes takes seconds as a float, so a release's copy of
    // 1764102000.123 s can read back as 1764102000.122999999 s.
    return before.isFile() && before.size === built.size && Math.abs(before.mtimeMs - built.mtimeMs) < 1;
  } catch {
    return false;
  }
}

/**
 * Copies a build's output into a new release. The build folder itself is never linked: the next build
 * rewrites its files in place. A file the build left as it was in the live release is a hard link to
 * that release's file instead (releases are never written to once made), so an edit of one leader
 * copies that leader's pages and page-data, not the site's images: the switch comes sooner, and the
 * copying, which shares the server's I/O threads with visitors' reads, is short.
 */
async function copyTree(from: string, to: string, previous: string | undefined): Promise<void> {
  // Asynchronous: the server keeps answering visitors while a release is copied.
  await fs.promises.mkdir(to, { recursive: true });
  for (const entry of await fs.promises.readdir(from)) {
    // A build's compressed forms come with their files below, once checked, never as files of their own.
    if (STORED_VARIANT.test(entry)) continue;
    const source = path.join(from, entry);
    const target = path.join(to, entry);
    const before = previous && path.join(previous, entry);
    // stat, not lstat: a symlink in the build is copied as what it points to.
    const stats = await fs.promises.stat(source);
    if (stats.isDirectory()) {
      await copyTree(source, target, before);
    } else if (before && (await unchangedSince(stats, before))) {
      await fs.promises.link(before, target);
      await linkStoredVariants(before, target);
    } else {
      await fs.promises.copyFile(source, target);
      await fs.promises.utimes(target, stats.atime, stats.mtime);
      if (isCompressibleFile(source, stats.size)) await adoptStoredVariants(source, target);
    }
  }
}

/** An unchanged file's compressed forms come along with it, so they are not made again. */
async function linkStoredVariants(before: string, target: string) {
  for (const encoding of ["br", "gzip"] as StoredEncoding[]) {
    await fs.promises.link(storedVariantPath(before, encoding), storedVariantPath(target, encoding)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
  }
}

export function releaseIdFor(commit: string, date: Date): string {
  const stamp = date.toISOString().replace(/[-:.]/g, "");
  const short = /^[0-9a-f]{4,40}$/.test(commit) ? commit.slice(0, 12) : "0000";
  return `${stamp}-${short}`;
}

export function createReleaseStore(dir: string) {
  const root = path.resolve(dir);
  const metaFile = (id: string) => path.join(root, id, "release.json");
  const pointerFile = path.join(root, POINTER);

  function read(id: string): Release | undefined {
    if (!RELEASE_ID.test(id)) return undefined;
    try {
      return JSON.parse(fs.readFileSync(metaFile(id), "utf8")) as Release;
    } catch {
      return undefined;
    }
  }

  /** The names in the releases folder; none before the first release. */
  const entries = (): string[] => {
    try {
      return fs.readdirSync(root);
    } catch {
      return [];
    }
  };

  const store = {
    root,
    pointerFile,
    siteDir: (id: string) => path.join(root, id, "site"),

    /** The id the pointer names, if that release is complete on disk. */
    liveId(): string | undefined {
      let id: string;
      try {
        id = fs.readFileSync(pointerFile, "utf8").trim();
      } catch {
        return undefined;
      }
      return read(id) ? id : undefined;
    },

    live(): Release | undefined {
      const id = store.liveId();
      return id ? read(id) : undefined;
    },

    get: read,

    /** Every complete release, newest first. */
    list(): Release[] {
      return entries()
        .filter((name) => RELEASE_ID.test(name))
        .sort()
        .reverse()
        .map(read)
        .filter((r): r is Release => !!r);
    },

    /**
     * Freezes `publicDir` as a new release (not live yet). The copy goes to a hidden folder first
     * and is renamed into place when complete.
     */
    async create(publicDir: string, commit: Commit, { now = new Date(), buildId = null }: { now?: Date; buildId?: number | null } = {}): Promise<Release> {
      if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error(`No built site in ${publicDir}.`);
      fs.mkdirSync(root, { recursive: true });
      let id = releaseIdFor(commit.commit, now);
      while (fs.existsSync(path.join(root, id))) id = releaseIdFor(commit.commit, new Date(now.getTime() + 1));
      const incoming = path.join(root, `${INCOMING}${id}`);
      fs.rmSync(incoming, { recursive: true, force: true });
      const liveId = store.liveId();
      await copyTree(publicDir, path.join(incoming, "site"), liveId && store.siteDir(liveId));
      // Before it can go live: from its first request on, every file is sent as stored.
      await precompressSite(path.join(incoming, "site"));
      const release: Release = { ...commit, id, builtAt: now.toISOString(), at: null, buildId };
      fs.writeFileSync(path.join(incoming, "release.json"), `${JSON.stringify(release, null, 2)}\n`);
      fs.renameSync(incoming, path.join(root, id));
      return release;
    },

    /** Points `current` at release `id` (one rename) and records when it went live. */
    activate(id: string, now = new Date()): Release {
      const release = read(id);
      if (!release) throw new Error(`There is no release ${id}.`);
      const live = { ...release, at: now.toISOString() };
      writeAtomically(metaFile(id), `${JSON.stringify(live, null, 2)}\n`);
      writeAtomically(pointerFile, `${id}\n`);
      return live;
    },

    /** Removes all but the newest RELEASES_KEPT releases (never the live one) and unfinished copies. */
    prune(keep = RELEASES_KEPT): string[] {
      const liveId = store.liveId();
      const removed: string[] = [];
      for (const [index, release] of store.list().entries()) {
        if (index < keep || release.id === liveId) continue;
        fs.rmSync(path.join(root, release.id), { recursive: true, force: true });
        removed.push(release.id);
      }
      return removed;
    },

    /** Removes what a killed process left half-made; returns the folders removed. */
    discardUnfinished(): string[] {
      const unfinished = entries().filter((name) => name.startsWith(INCOMING) || (RELEASE_ID.test(name) && !read(name)));
      for (const name of unfinished) fs.rmSync(path.join(root, name), { recursive: true, force: true });
      return unfinished;
    },
  };
  return store;
}

export type ReleaseStore = ReturnType<typeof createReleaseStore>;
