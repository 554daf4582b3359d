// What the reader keeps in memory of every resource and design: names and the fields filters and grouping need, as
// sorted string lists and typed arrays. Everything else (titles, descriptions, tags, snippets) is read from the file
// when asked: 100,000 resources as JavaScript objects took 5 s and over 300 MB at start, these columns a fraction.
import type { Database } from "bun:sqlite";
import { DIFFICULTIES, type Difficulty, KINDS, type Kind } from "./model.ts";

export interface ResourceFilter {
  kind?: Kind;
  category?: string;
  difficulty?: Difficulty;
  tech?: string;
}

type Row = [slug: string, design: string, rank: number, kind: Kind, category: string, difficulty: Difficulty, tech: string];

export class Columns {
  /** Every slug, sorted: a resource's number is its place here. */
  readonly slugs: string[];
  /** Every design id, sorted: a design's number is its place here (the search index numbers its documents alike). */
  readonly designIds: string[];
  /** The design of each resource. */
  readonly designOf: Uint32Array;
  /** Design d's variants are variants[first[d]] to variants[first[d + 1] - 1], resource numbers in rank order. */
  readonly first: Uint32Array;
  readonly variants: Uint32Array;
  /** Each design's kind, category, difficulty and tech: those of its default variant (the same for all of them). */
  readonly kind: Uint8Array;
  readonly difficulty: Uint8Array;
  readonly category: Uint32Array;
  readonly tech: Uint32Array;
  /** The distinct categories and techs the arrays above number. */
  readonly categories: string[] = [];
  readonly techs: string[] = [];

  /**
   * One scan of the resources table. The design ids come from it too (every design has a variant): the designs table
   * holds descriptions and tags, and scanning it as well cost as much again at 100,000 designs.
   */
  constructor(db: Database) {
    const rows = db.query("SELECT slug, design, rank, kind, category, difficulty, tech FROM resources ORDER BY slug").values() as Row[];
    // SQLite orders by bytes, JavaScript by UTF-16 units: the same for the ASCII that slugs are, checked anyway
    // because every lookup here is a binary search in JavaScript's order.
    if (!isSorted(rows.map((r) => r[0]))) rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    this.slugs = rows.map((r) => r[0]);
    // Designs numbered as first seen, then renumbered in id order.
    const seen = new Map<string, number>();
    const firstSeen = new Uint32Array(rows.length);
    rows.forEach((r, n) => {
      let d = seen.get(r[1]);
      if (d === undefined) {
        d = seen.size;
        seen.set(r[1], d);
      }
      firstSeen[n] = d;
    });
    this.designIds = [...seen.keys()].sort();
    const renumber = new Uint32Array(seen.size);
    this.designIds.forEach((id, d) => {
      renumber[seen.get(id)!] = d;
    });
    const designs = this.designIds.length;
    this.designOf = new Uint32Array(rows.length);
    this.first = new Uint32Array(designs + 1);
    this.variants = new Uint32Array(rows.length);
    this.kind = new Uint8Array(designs);
    this.difficulty = new Uint8Array(designs);
    this.category = new Uint32Array(designs);
    this.tech = new Uint32Array(designs);
    const ranks = new Uint32Array(rows.length);
    const lowest = new Float64Array(designs).fill(Number.POSITIVE_INFINITY);
    const categoryIds = new Map<string, number>();
    const techIds = new Map<string, number>();
    const intern = (ids: Map<string, number>, list: string[], value: string) => {
      let id = ids.get(value);
      if (id === undefined) {
        id = list.push(value) - 1;
        ids.set(value, id);
      }
      return id;
    };
    rows.forEach(([, , rank, kind, category, difficulty, tech], n) => {
      const d = renumber[firstSeen[n]!]!;
      this.designOf[n] = d;
      ranks[n] = rank;
      this.first[d + 1]!++;
      if (rank < lowest[d]!) {
        lowest[d] = rank;
        this.kind[d] = KINDS.indexOf(kind);
        this.difficulty[d] = DIFFICULTIES.indexOf(difficulty);
        this.category[d] = intern(categoryIds, this.categories, category);
        this.tech[d] = intern(techIds, this.techs, tech);
      }
    });
    for (let d = 0; d < designs; d++) this.first[d + 1]! += this.first[d]!;
    const next = this.first.slice(0, designs);
    for (let n = 0; n < rows.length; n++) this.variants[next[this.designOf[n]!]!++] = n;
    for (let d = 0; d < designs; d++) {
      const from = this.first[d]!;
      const to = this.first[d + 1]!;
      if (to - from > 1) this.variants.subarray(from, to).sort((a, b) => ranks[a]! - ranks[b]! || a - b);
    }
  }

  /** A resource's number, or -1. */
  slugNumber(slug: string): number {
    return find(this.slugs, slug);
  }

  /** A design's number, or -1. */
  designNumber(id: string): number {
    return find(this.designIds, id);
  }

  variantCount(d: number): number {
    return this.first[d + 1]! - this.first[d]!;
  }

  kindOf = (d: number): Kind => KINDS[this.kind[d]!]!;
  difficultyOf = (d: number): Difficulty => DIFFICULTIES[this.difficulty[d]!]!;
  categoryOf = (d: number): string => this.categories[this.category[d]!]!;
  techOf = (d: number): string => this.techs[this.tech[d]!]!;

  /** A test of a design number against the filters (tech without regard to case); undefined when there are none. */
  filter(f: ResourceFilter): ((d: number) => boolean) | undefined {
    if (f.kind === undefined && f.category === undefined && f.difficulty === undefined && f.tech === undefined) return undefined;
    const kind = f.kind === undefined ? -1 : KINDS.indexOf(f.kind);
    const difficulty = f.difficulty === undefined ? -1 : DIFFICULTIES.indexOf(f.difficulty);
    // A category or tech no design has matches nothing (-2 is no id).
    const category = f.category === undefined ? -1 : this.categories.indexOf(f.category) === -1 ? -2 : this.categories.indexOf(f.category);
    const techLower = f.tech?.toLowerCase();
    const techOk = techLower === undefined ? undefined : Uint8Array.from(this.techs, (t) => (t.toLowerCase() === techLower ? 1 : 0));
    return (d) =>
      (kind === -1 || this.kind[d] === kind) &&
      (difficulty === -1 || this.difficulty[d] === difficulty) &&
      (category === -1 || this.category[d] === category) &&
      (techOk === undefined || techOk[this.tech[d]!] === 1);
  }
}

function isSorted(list: readonly string[]): boolean {
  for (let i = 1; i < list.length; i++) if (!(list[i - 1]! < list[i]!)) return false;
  return true;
}

function find(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return sorted[lo] === value ? lo : -1;
}
