// Finds the policy of the route a request is for, from the route table alone: the wrapper knows no route by name.
// A tree of path segments (static ones before :params, a * last), looked up in a few map reads per request.
import type { DirectHandler, Method, RoutePolicy } from "../route.ts";

/** A route as the wrapper sees it: its policy, and how to answer it without Elysia when it can. */
export type IndexedRoute = RoutePolicy & { direct?: DirectHandler };

/** The policy of a path no route has: counted as "other", never cached, rate-limited. */
export const UNROUTED: IndexedRoute = { label: "other", cacheable: false, rateLimited: true };

interface Node {
  statics: Map<string, Node>;
  param?: Node;
  /** A trailing * matches the rest of the path, one segment or many. */
  rest?: Map<string, IndexedRoute>;
  here: Map<string, IndexedRoute>;
}

const node = (): Node => ({ statics: new Map(), here: new Map() });

export class RouteIndex {
  private readonly root = node();
  /** Every label in the table and "other": the fixed set metrics count by. */
  readonly labels: ReadonlySet<string>;

  constructor(routes: readonly (IndexedRoute & { method: Method; path: string })[]) {
    for (const route of routes) {
      let at = this.root;
      const segments = route.path.split("/").slice(1);
      for (const [i, segment] of segments.entries()) {
        if (segment === "*" && i === segments.length - 1) {
          (at.rest ??= new Map()).set(route.method, route);
          at = undefined as never;
          break;
        }
        if (segment.startsWith(":")) at = at.param ??= node();
        else {
          let next = at.statics.get(segment);
          if (!next) at.statics.set(segment, (next = node()));
          at = next;
        }
      }
      at?.here.set(route.method, route);
    }
    this.labels = new Set([...routes.map((r) => r.label), UNROUTED.label]);
  }

  /** The policy for a method and path ("/tools/get_resource/glass-card"); HEAD is looked up as GET. */
  lookup(method: string, path: string): IndexedRoute {
    const m = method === "HEAD" ? "GET" : method;
    let at: Node | undefined = this.root;
    let rest: IndexedRoute | undefined;
    let start = 1;
    while (at) {
      rest = at.rest?.get(m) ?? rest;
      const end = path.indexOf("/", start);
      const segment = end === -1 ? path.slice(start) : path.slice(start, end);
      at = at.statics.get(segment) ?? (segment === "" ? undefined : at.param);
      if (end === -1) return at?.here.get(m) ?? at?.rest?.get(m) ?? rest ?? UNROUTED;
      start = end + 1;
    }
    return rest ?? UNROUTED;
  }
}
