// The MCP endpoint and the documents that describe it, as route-table entries with their policies.
import type { Fresh } from "../catalog/reader.ts";
import { CatalogError } from "../errors.ts";
import { LIVE, PAGE, type Route } from "../route.ts";
import type { ToolContext } from "../tools/index.ts";
import type { BatchGate } from "./batch.ts";
import { handleMcpPost } from "./http.ts";
import { RPC, RpcError, rpcErrorBody } from "./protocol.ts";
import { registryServerJson, SERVER_CARD_TYPE, serverCard } from "./server-card.ts";

export interface McpRouteDeps {
  context: (request: Request, baseUrl?: string) => ToolContext;
  fresh: Fresh;
  gate: BatchGate;
  /** Who a request counts against, as the rate limiter tells clients apart. */
  clientOf: (request: Request) => string;
  /** Charges n more requests to a client; the 429 to answer when it cannot pay. */
  charge: (client: string, n: number) => Response | undefined;
}

const methodNotAllowed = () =>
  new CatalogError(
    "method_not_allowed",
    "The MCP endpoint takes POST only (no event stream, no sessions).",
    "POST JSON-RPC messages to /mcp.",
  ).toResponse({ allow: "POST, OPTIONS" });

const cardResponse = (card: object) => new Response(JSON.stringify(card), { headers: { "content-type": SERVER_CARD_TYPE } });

/** /mcp answers its refusals in JSON-RPC's shape and is never cached; a POST's Origin is checked (DNS rebinding). */
const MCP = {
  ...LIVE,
  label: "/mcp",
  refusalBody: (r: { message: string; retryAfter: number }) =>
    rpcErrorBody(null, new RpcError(RPC.rateLimited, r.message, 429, { retryAfterSeconds: r.retryAfter })),
};
const hidden = { options: { detail: { hide: true } } };

export function mcpRoutes(deps: McpRouteDeps): Route[] {
  const card = (request: Request) => cardResponse(serverCard(deps.context(request).baseUrl));
  return [
    {
      ...MCP,
      checkOrigin: true,
      method: "POST",
      path: "/mcp",
      options: { parse: "none", detail: { hide: true } },
      handle: ({ request }) => {
        const client = deps.clientOf(request);
        return handleMcpPost(request, {
          context: () => deps.context(request),
          fresh: deps.fresh,
          gate: deps.gate,
          client,
          charge: (n) => deps.charge(client, n),
        });
      },
      // The same, with the client and address the wrapper has already worked out.
      direct: (request, { client, baseUrl }) =>
        handleMcpPost(request, {
          context: () => deps.context(request, baseUrl),
          fresh: deps.fresh,
          gate: deps.gate,
          client,
          charge: (n) => deps.charge(client, n),
        }),
    },
    { ...MCP, ...hidden, method: "GET", path: "/mcp", handle: methodNotAllowed },
    { ...MCP, ...hidden, method: "DELETE", path: "/mcp", handle: methodNotAllowed },
    { ...PAGE, ...hidden, label: "/mcp/server-card", method: "GET", path: "/mcp/server-card", handle: ({ request }) => card(request) },
    {
      ...PAGE,
      ...hidden,
      label: "/mcp/server-card",
      method: "GET",
      path: "/.well-known/mcp/server-card",
      handle: ({ request }) => card(request),
    },
    {
      ...PAGE,
      ...hidden,
      label: "/server.json",
      method: "GET",
      path: "/server.json",
      handle: ({ request }) => Response.json(registryServerJson(deps.context(request).baseUrl)),
    },
  ];
}
