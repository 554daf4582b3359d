// The tables of catalog.db. The builder writes them; the reader checks SCHEMA_VERSION before trusting a file.

export const SCHEMA_VERSION = "3";

export const SCHEMA_SQL = `
CREATE TABLE meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE resources (
  slug        TEXT PRIMARY KEY,
  kind        TEXT NOT NULL,
  title       TEXT NOT NULL,
  description TEXT NOT NULL,
  category    TEXT NOT NULL,
  difficulty  TEXT NOT NULL,
  tech        TEXT NOT NULL,
  tags        TEXT NOT NULL, -- JSON array of strings
  license     TEXT NOT NULL,
  author      TEXT NOT NULL,
  updated_at  TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE snippets (
  slug     TEXT NOT NULL REFERENCES resources(slug),
  target   TEXT NOT NULL,
  language TEXT NOT NULL,
  filename TEXT NOT NULL,
  bytes    INTEGER NOT NULL, -- of the UTF-8 code, uncompressed
  code_br  BLOB NOT NULL,    -- the code, brotli-compressed: a quarter of the size on disk and in the executable
  PRIMARY KEY (slug, target)
) WITHOUT ROWID;

-- The reader lists every snippet's metadata at start; this covering index spares it reading past the code blobs.
CREATE INDEX snippet_list ON snippets (slug, target, language, filename, bytes);

-- The serialized lunr index, built once by the builder so the server never indexes at start-up.
CREATE TABLE search_index (
  id   INTEGER PRIMARY KEY CHECK (id = 1),
  data TEXT NOT NULL
);
`;

/** Keys of the meta table. */
export const META = {
  schemaVersion: "schema_version",
  version: "version",
  builtAt: "built_at",
  name: "name",
} as const;
