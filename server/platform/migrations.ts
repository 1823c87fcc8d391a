/**
 * Schema versions, applied in order. PRAGMA user_version records the last one applied, so a
 * migration runs exactly once per database file; never edit a shipped entry, append a new one.
 */
export const MIGRATIONS: readonly string[] = [
  // 1: news, submissions, idempotency, catalogue tables, seeded videos
  `
  CREATE TABLE news (
    id TEXT PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    excerpt TEXT NOT NULL,
    content TEXT NOT NULL,
    thumbnail TEXT,
    thumbnail_width INTEGER,
    thumbnail_height INTEGER,
    link TEXT,
    category TEXT NOT NULL,
    author_name TEXT NOT NULL,
    author_image TEXT,
    author_email TEXT,
    published_at TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX news_by_date ON news (published_at DESC, id DESC);

  CREATE TABLE contacts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    contact_number TEXT NOT NULL,
    subject TEXT NOT NULL,
    message TEXT NOT NULL,
    client_ip TEXT,
    user_agent TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX contacts_by_date ON contacts (created_at);

  CREATE TABLE membership_applications (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    father_husband_name TEXT NOT NULL,
    gender TEXT NOT NULL,
    residential_status TEXT NOT NULL,
    cnic_crc TEXT NOT NULL,
    year_of_birth INTEGER NOT NULL,
    mobile TEXT NOT NULL,
    email TEXT,
    education TEXT NOT NULL,
    profession TEXT NOT NULL,
    political_wing TEXT,
    province TEXT NOT NULL,
    district TEXT,
    national_assembly TEXT,
    provincial_assembly TEXT,
    union_council TEXT,
    party_voted TEXT,
    client_ip TEXT,
    user_agent TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX applications_by_date ON membership_applications (created_at);
  CREATE INDEX applications_by_cnic ON membership_applications (cnic_crc);

  CREATE TABLE idempotency_keys (
    key TEXT NOT NULL,
    route TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    status INTEGER NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (key, route)
  );
  CREATE INDEX idempotency_by_date ON idempotency_keys (created_at);

  CREATE TABLE services (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    slug TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    icon TEXT,
    sort_order INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE products (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    slug TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    price_pkr INTEGER,
    image TEXT,
    sort_order INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE videos (
    video_id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    thumbnail_url TEXT NOT NULL,
    thumbnail_width INTEGER NOT NULL,
    thumbnail_height INTEGER NOT NULL,
    channel_id TEXT NOT NULL,
    channel_title TEXT NOT NULL,
    published_at TEXT NOT NULL
  );
  CREATE INDEX videos_by_date ON videos (published_at DESC, video_id DESC);
  `,
  // hardening: Idempotency-Keys belong to the client that sent them (client_key, see server/platform/clientKey.ts).
  // Keys stored before have no client and can no longer be replayed; they expire within 24 hours.
  `
  CREATE TABLE idempotency_keys_by_client (
    key TEXT NOT NULL,
    route TEXT NOT NULL,
    client_key TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    status INTEGER NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (client_key, route, key)
  );
  INSERT INTO idempotency_keys_by_client (key, route, client_key, request_hash, status, body, created_at)
    SELECT key, route, '', request_hash, status, body, created_at FROM idempotency_keys;
  DROP TABLE idempotency_keys;
  ALTER TABLE idempotency_keys_by_client RENAME TO idempotency_keys;
  CREATE INDEX idempotency_by_date ON idempotency_keys (created_at);
  `,
  // staff accounts: staff_accounts, staff_sessions, login_attempts, audit_log (append-only by trigger)
  `
  CREATE TABLE staff_accounts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    name TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('admin', 'editor', 'office')),
    password_hash TEXT NOT NULL,
    disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    password_changed_at TEXT NOT NULL,
    last_login_at TEXT
  );

  CREATE TABLE staff_sessions (
    id_hash TEXT PRIMARY KEY,
    staff_id INTEGER NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL,
    client_ip TEXT,
    user_agent TEXT
  );
  CREATE INDEX staff_sessions_by_staff ON staff_sessions (staff_id);

  CREATE TABLE login_attempts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL,
    client_ip TEXT NOT NULL,
    succeeded INTEGER NOT NULL CHECK (succeeded IN (0, 1)),
    at INTEGER NOT NULL
  );
  CREATE INDEX login_attempts_by_email ON login_attempts (email, at);
  CREATE INDEX login_attempts_by_ip ON login_attempts (client_ip, at);

  CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at TEXT NOT NULL,
    actor TEXT NOT NULL,
    action TEXT NOT NULL,
    target TEXT,
    detail TEXT
  );
  CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
    BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
  CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
    BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
  `,
  // office inbox: status and note on submissions, their history, spent bot-check solutions
  `
  ALTER TABLE contacts ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
  ALTER TABLE contacts ADD COLUMN note TEXT NOT NULL DEFAULT '';
  CREATE INDEX contacts_by_status ON contacts (status, created_at);

  ALTER TABLE membership_applications ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
  ALTER TABLE membership_applications ADD COLUMN note TEXT NOT NULL DEFAULT '';
  CREATE INDEX applications_by_status ON membership_applications (status, created_at);

  CREATE TABLE submission_history (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL CHECK (kind IN ('contact', 'application')),
    submission_id INTEGER NOT NULL,
    at TEXT NOT NULL,
    actor TEXT NOT NULL,
    status TEXT,
    note TEXT
  );
  CREATE INDEX submission_history_by_item ON submission_history (kind, submission_id, id);

  CREATE TABLE altcha_used (
    challenge_id TEXT PRIMARY KEY,
    expires_at TEXT NOT NULL
  );
  CREATE INDEX altcha_used_by_expiry ON altcha_used (expires_at);
  `,
  // newsroom: media library, news categories, news status (draft/published) and photo (image_id)
  `
  CREATE TABLE media (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    file_key TEXT NOT NULL UNIQUE,
    original_name TEXT,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    variants TEXT NOT NULL,
    created_by TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX media_by_date ON media (created_at DESC, id DESC);

  CREATE TABLE news_categories (
    name TEXT PRIMARY KEY COLLATE NOCASE,
    created_at TEXT NOT NULL
  );
  INSERT OR IGNORE INTO news_categories (name, created_at) SELECT DISTINCT category, created_at FROM news;

  ALTER TABLE news ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
  ALTER TABLE news ADD COLUMN image_id INTEGER REFERENCES media (id) ON DELETE SET NULL;
  ALTER TABLE news ADD COLUMN updated_at TEXT;
  ALTER TABLE news ADD COLUMN updated_by TEXT;
  -- The first time the article was visible; from then on its address (slug) stays the same.
  ALTER TABLE news ADD COLUMN first_published_at TEXT;
  UPDATE news SET first_published_at = published_at;
  CREATE INDEX news_public ON news (status, published_at DESC, id DESC);
  CREATE INDEX news_by_image ON news (image_id);
  `,
  // second factor: TOTP secret (confirmed and pending), last accepted time step, recovery codes,
  // sign-ins waiting for their code
  `
  ALTER TABLE staff_accounts ADD COLUMN totp_secret TEXT;
  ALTER TABLE staff_accounts ADD COLUMN totp_pending_secret TEXT;
  ALTER TABLE staff_accounts ADD COLUMN totp_last_step INTEGER;

  CREATE TABLE staff_recovery_codes (
    staff_id INTEGER NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    used_at TEXT,
    PRIMARY KEY (staff_id, code_hash)
  );

  CREATE TABLE staff_pending_sign_ins (
    id_hash TEXT PRIMARY KEY,
    staff_id INTEGER NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
    email TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  `,
  // news in three languages: each article's language (en, ur, ps); the editions list their own first
  `
  ALTER TABLE news ADD COLUMN lang TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'ur', 'ps'));
  CREATE INDEX news_public_by_lang ON news (status, lang, published_at DESC, id DESC);
  `,
  // site search: what is searched (search_documents: the text as shown, its page and language) and two FTS5
  // indexes of its normalised text (server/search/normalise.ts), English stemmed, Urdu and Pashto not
  `
  CREATE TABLE search_documents (
    id INTEGER PRIMARY KEY,
    source TEXT NOT NULL CHECK (source IN ('news', 'content')),
    key TEXT NOT NULL,
    edition TEXT CHECK (edition IN ('en', 'ur', 'ps')),
    lang TEXT NOT NULL CHECK (lang IN ('en', 'ur', 'ps')),
    type TEXT NOT NULL CHECK (type IN ('article', 'leader', 'wing', 'manifesto', 'page')),
    path TEXT NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    published_at TEXT
  );
  CREATE UNIQUE INDEX search_documents_by_key ON search_documents (source, key, lang, IFNULL(edition, ''));
  CREATE VIRTUAL TABLE search_latin USING fts5 (title, body, tokenize = 'porter unicode61 remove_diacritics 2', prefix = '2 3');
  CREATE VIRTUAL TABLE search_arabic USING fts5 (title, body, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
  `,
  // searches that found nothing: the normalised words and the day, counted; nothing about who searched
  `
  CREATE TABLE search_misses (
    query TEXT NOT NULL,
    day TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (query, day)
  );
  CREATE INDEX search_misses_by_day ON search_misses (day);
  `,
  // events: the party's gatherings (public once not a draft; never deleted after that) and the answers to
  // "I will attend", removed a fixed number of days after their event ends (contract/lib/retention.ts)
  `
  CREATE TABLE events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    slug TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('rally', 'corner-meeting', 'convention', 'press-conference', 'wing-event', 'other')),
    summary TEXT NOT NULL,
    description TEXT NOT NULL,
    starts_at TEXT NOT NULL,
    ends_at TEXT NOT NULL,
    previous_starts_at TEXT,
    venue TEXT NOT NULL,
    address TEXT NOT NULL,
    district TEXT NOT NULL,
    latitude REAL,
    longitude REAL,
    wing TEXT,
    image_id INTEGER REFERENCES media (id) ON DELETE SET NULL,
    lang TEXT NOT NULL CHECK (lang IN ('en', 'ur', 'ps')),
    status TEXT NOT NULL CHECK (status IN ('draft', 'scheduled', 'postponed', 'cancelled')),
    date_to_be_announced INTEGER NOT NULL DEFAULT 0 CHECK (date_to_be_announced IN (0, 1)),
    cancel_reason TEXT,
    show_attendance_count INTEGER NOT NULL DEFAULT 0 CHECK (show_attendance_count IN (0, 1)),
    sequence INTEGER NOT NULL DEFAULT 0,
    -- The first time the event was public: from then on its address stays and it is never deleted.
    first_public_at TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    updated_by TEXT,
    CHECK (ends_at > starts_at),
    CHECK ((latitude IS NULL) = (longitude IS NULL))
  );
  CREATE INDEX events_by_end ON events (status, ends_at);
  CREATE INDEX events_by_start ON events (starts_at, id);
  CREATE INDEX events_by_image ON events (image_id);

  CREATE TABLE event_attendances (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    mobile TEXT NOT NULL,
    district TEXT NOT NULL,
    email TEXT,
    client_ip TEXT,
    user_agent TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX event_attendances_by_event ON event_attendances (event_id, id);
  `,
  // field measurements of the site's speed (server/vitals/): counts per day, route pattern, edition, connection and
  // device class in each metric's histogram buckets, and what the slow parts were; nothing about who visited
  `
  CREATE TABLE vitals (
    day TEXT NOT NULL,
    route TEXT NOT NULL,
    edition TEXT NOT NULL CHECK (edition IN ('en', 'ur', 'ps')),
    connection TEXT NOT NULL CHECK (connection IN ('slow-2g', '2g', '3g', '4g', 'unknown')),
    device_class TEXT NOT NULL CHECK (device_class IN ('low', 'mid', 'high', 'unknown')),
    metric TEXT NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'TTFB')),
    bucket INTEGER NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (day, route, edition, connection, device_class, metric, bucket)
  ) WITHOUT ROWID;
  CREATE TABLE vitals_attribution (
    day TEXT NOT NULL,
    route TEXT NOT NULL,
    edition TEXT NOT NULL CHECK (edition IN ('en', 'ur', 'ps')),
    metric TEXT NOT NULL CHECK (metric IN ('LCP', 'INP')),
    detail TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (day, route, edition, metric, detail)
  ) WITHOUT ROWID;
  `,
  // site search: any source and kind of document (events now, districts next: the code names them), the
  // index emptied for the new letter folding (articles are indexed again at start, content at the first
  // search), and the site's words for "did you mean" (server/search/vocabulary.ts)
  `
  DELETE FROM search_latin;
  DELETE FROM search_arabic;
  DROP TABLE search_documents;
  CREATE TABLE search_documents (
    id INTEGER PRIMARY KEY,
    source TEXT NOT NULL,
    key TEXT NOT NULL,
    edition TEXT CHECK (edition IN ('en', 'ur', 'ps')),
    lang TEXT NOT NULL CHECK (lang IN ('en', 'ur', 'ps')),
    type TEXT NOT NULL,
    path TEXT NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    published_at TEXT
  );
  CREATE UNIQUE INDEX search_documents_by_key ON search_documents (source, key, lang, IFNULL(edition, ''));
  CREATE TABLE search_vocabulary (id INTEGER PRIMARY KEY, word TEXT NOT NULL UNIQUE, shown TEXT NOT NULL, count INTEGER NOT NULL);
  CREATE VIRTUAL TABLE search_vocabulary_trigrams USING fts5 (word, tokenize = 'trigram');
  `,
];
