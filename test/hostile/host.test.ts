// Host headers that are not a host and an optional port are refused before any route sees them, on a real socket
// (where the runtime builds request.url from the Host), whatever ALLOWED_HOSTS says.
import { afterAll, describe, expect, it } from "bun:test";
import { parseHost } from "../../src/http/guard.ts";
import { startServer } from "../helpers.ts";

/** One raw HTTP/1.1 request with this Host; the status and the JSON body. */
async function rawGet(port: number, path: string, host: string) {
  let text = "";
  const { promise, resolve } = Promise.withResolvers<void>();
  const socket = await Bun.connect({
    hostname: "127.0.0.1",
    port,
    socket: { data: (_s, chunk) => void (text += chunk.toString()), close: () => resolve(), error: () => resolve() },
  });
  socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
  await promise;
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
  const body = text.slice(text.indexOf("\r\n\r\n") + 4);
  return { status, body };
}

const BAD_HOSTS = [
  "localhost:abc",
  "localhost:3000@evil.com",
  "localhost:3000/evil",
  "[::1]evil.com",
  "localhost:99999",
  "local host",
  "evil.com\\@localhost",
  "a..b",
  "[zz::1]",
];
const ROUTES = ["/server.json", "/mcp/server-card", "/.well-known/mcp/server-card", "/tools/get_resource/glass-card", "/api"];

describe("malformed Host headers", () => {
  const guarded = startServer();
  const open = startServer({ allowedHosts: [] }); // any host allowed: a malformed one is still refused
  afterAll(() => {
    guarded.stop();
    open.stop();
  });

  for (const [name, server] of [
    ["with ALLOWED_HOSTS", guarded],
    ["with any host allowed", open],
  ] as const) {
    it(`answers 400 invalid_host, never a 5xx or a route error, ${name}`, async () => {
      for (const host of BAD_HOSTS) {
        for (const path of ROUTES) {
          const { status, body } = await rawGet(server.port, path, host.replace("3000", String(server.port)));
          expect({ host, path, status }).toEqual({ host, path, status: 400 });
          expect(JSON.parse(body).error.code).toBe("invalid_host");
        }
      }
    });
  }

  it("takes a trailing-dot host as the same host, and builds links from the checked host only", async () => {
    for (const server of [guarded, open]) {
      const { status, body } = await rawGet(server.port, "/tools/get_resource/glass-card", `LocalHost.:${server.port}`);
      expect(status).toBe(200);
      const links: Record<string, string> = JSON.parse(body).links;
      expect(links.snippet).toBe(`http://localhost:${server.port}/tools/get_snippet/glass-card/{target}`);
      for (const href of Object.values(links)) expect(href).toStartWith(`http://localhost:${server.port}/`);
      const card = await rawGet(server.port, "/server.json", `localhost.:${server.port}`);
      expect(card.status).toBe(200);
      expect(JSON.parse(card.body).remotes[0].url).toBe(`http://localhost:${server.port}/mcp`);
    }
  });
});

describe("parseHost", () => {
  it("accepts names, IPv4 and bracketed IPv6 with an optional port; refuses anything else", () => {
    expect(parseHost("Example.COM:8080")).toEqual({ hostname: "example.com", port: "8080" });
    expect(parseHost("localhost.")).toEqual({ hostname: "localhost", port: undefined });
    expect(parseHost("127.0.0.1")).toEqual({ hostname: "127.0.0.1", port: undefined });
    expect(parseHost("[::1]:3000")).toEqual({ hostname: "[::1]", port: "3000" });
    expect(parseHost("localhost:")).toEqual({ hostname: "localhost", port: undefined });
    for (const bad of [...BAD_HOSTS, "", ":3000", ".", "-", "a".repeat(64), `${"a.".repeat(130)}a`, "host:1:2", "[::1", 'x"y']) {
      expect({ bad, parsed: parseHost(bad) }).toEqual({ bad, parsed: undefined });
    }
  });
});
