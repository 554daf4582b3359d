// The tables of catalog.db. The builder writes them; the reader checks SCHEMA_VERSION before trusting a file.

export const SCHEMA_VERSION = "6";

export const SCHEMA_SQL = `
CREATE TABLE meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;

-- What each design says of itself; its variants are the resources that name it, in rank order (0 = default).
CREATE TABLE designs (
  id          TEXT PRIMARY KEY,
  title       TEXT NOT NULL,
  description TEXT NOT NULL,
  tags        TEXT NOT NULL -- JSON array of strings
) WITHOUT ROWID;

CREATE TABLE resources (
  slug        TEXT PRIMARY KEY,
  design      TEXT NOT NULL REFERENCES designs(id),
  variant     TEXT NOT NULL,
  rank        INTEGER NOT NULL, -- order within the design; 0 is the default variant
  note        TEXT NOT NULL,
  swatch      TEXT NOT NULL,    -- JSON array of CSS colours
  kind        TEXT NOT NULL,
  title       TEXT NOT NULL,
  description TEXT NOT NULL,
  category    TEXT NOT NULL,
  difficulty  TEXT NOT NULL,
  tech        TEXT NOT NULL,
  tags        TEXT NOT NULL, -- JSON array of strings
  license     TEXT NOT NULL,
  author      TEXT NOT NULL,
  updated_at  TEXT NOT NULL,
  dependencies TEXT NOT NULL  -- JSON object, package -> version range ("{}" for none)
) WITHOUT ROWID;

-- The code of every variant of a design for one target, one after another, brotli-compressed together: variants
-- share almost all their code, so the catalog grows with designs, not with copies.
CREATE TABLE code (
  id      INTEGER PRIMARY KEY,
  code_br BLOB NOT NULL
);

CREATE TABLE snippets (
  slug     TEXT NOT NULL REFERENCES resources(slug),
  target   TEXT NOT NULL,
  language TEXT NOT NULL,
  filename TEXT NOT NULL,
  bytes    INTEGER NOT NULL, -- of the UTF-8 code, uncompressed
  code     INTEGER NOT NULL REFERENCES code(id),
  start    INTEGER NOT NULL, -- where this snippet's bytes begin in the decompressed code row
  PRIMARY KEY (slug, target)
) WITHOUT ROWID;

-- The reader lists every snippet's metadata at start; this covering index spares it reading the locations.
CREATE INDEX snippet_list ON snippets (slug, target, language, filename, bytes);

-- The search index (one lunr document per design), built once by the builder so the server never indexes at start:
-- lunr's postings and weights packed into flat arrays (src/catalog/index-file.ts), loaded without parsing.
CREATE TABLE search_index (
  id    INTEGER PRIMARY KEY CHECK (id = 1),
  terms TEXT NOT NULL, -- every term, sorted, one per line
  refs  TEXT NOT NULL, -- every design id, sorted, one per line
  data  BLOB NOT NULL  -- offsets, documents, weights and the typo neighbourhood
);
`;

/** Keys of the meta table. */
export const META = {
  schemaVersion: "schema_version",
  version: "version",
  builtAt: "built_at",
  name: "name",
  /** A hash of the source folder and the builder's code: `npm start` rebuilds when it differs. */
  sourceHash: "source_hash",
} as const;
