// MCP batches (2025-03-26, the revision of a POST without MCP-Protocol-Version) cannot amplify one request: few
// messages, each charged to the rate limit, a bounded answer, a cap on batches in progress, and other clients keep
// being answered while hostile batches pour in (measured on a real server process: wait, memory, answer sizes).
import { beforeAll, describe, expect, it } from "bun:test";
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildCatalog } from "../../src/catalog/builder.ts";
import { Catalog } from "../../src/catalog/reader.ts";
import { RateLimiter } from "../../src/http/rate-limit.ts";
import { MAX_BATCH_ANSWER_BYTES, MAX_BATCH_MESSAGES, MAX_BATCHES_IN_PROGRESS, MAX_BATCHES_PER_CLIENT } from "../../src/mcp/batch.ts";
import { RPC } from "../../src/mcp/protocol.ts";
import { FIXTURE_SOURCE, spawnServer, tempDir, testApp } from "../helpers.ts";

const BIG_SNIPPET_BYTES = 70_000;
const BIG_RESOURCES = 12;

/** A catalog of resources whose html snippet is 70,000 bytes with quotes to escape: big answers from small requests. */
function bigSnippetCatalog(): string {
  const source = join(tempDir("big-snippets-"), "source");
  mkdirSync(source);
  const line = '<p class="x" data-note="say \\"hi\\"">Lorem ipsum dolor sit amet</p>\n';
  for (let i = 0; i < BIG_RESOURCES; i++) {
    const folder = join(source, `big-snippet-${i}`);
    cpSync(join(FIXTURE_SOURCE, "pulse-loader"), folder, { recursive: true });
    writeFileSync(join(folder, "html.html"), `<!-- ${i} -->\n${line.repeat(Math.floor(BIG_SNIPPET_BYTES / line.length))}`);
  }
  const out = join(tempDir(), "big.db");
  buildCatalog(source, out);
  return out;
}

const getSnippet = (id: number) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  params: { name: "get_snippet", arguments: { slug: `big-snippet-${id % BIG_RESOURCES}`, target: "html" } },
});
const ping = (id: number) => ({ jsonrpc: "2.0", id, method: "ping" });
const batchOf = (n: number, message: (id: number) => object) => JSON.stringify(Array.from({ length: n }, (_, i) => message(i + 1)));
const post = (body: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost/mcp", { method: "POST", headers: { "content-type": "application/json", ...headers }, body });

let bigPath: string;
beforeAll(() => {
  bigPath = bigSnippetCatalog();
});

describe("MCP batches", () => {
  it(`refuses more than ${MAX_BATCH_MESSAGES} messages with -32600 naming the limit; answers exactly that many`, async () => {
    const { handle } = testApp();
    const full = await handle(post(batchOf(MAX_BATCH_MESSAGES, ping)));
    expect(full.status).toBe(200);
    expect((await full.json()).length).toBe(MAX_BATCH_MESSAGES);
    for (const n of [MAX_BATCH_MESSAGES + 1, 1_500]) {
      const res = await handle(post(batchOf(n, ping)));
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body).toMatchObject({
        jsonrpc: "2.0",
        id: null,
        error: { code: -32600, message: expect.stringContaining(`at most ${MAX_BATCH_MESSAGES} messages`) },
      });
    }
  });

  it("charges every message of a batch to the client's rate limit, all or none", async () => {
    const { handle } = testApp({
      rateLimiter: new RateLimiter({ perMinute: 60, burst: 12, trustedProxies: [] }),
      clientIp: () => "203.0.113.5",
    });
    expect((await handle(post(batchOf(10, ping)))).status).toBe(200); // 10 of 12 tokens
    const refused = await handle(post(batchOf(3, ping))); // 1 for the request, 2 more it cannot pay
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect((await refused.json()).error).toMatchObject({ code: -32029, message: expect.stringMatching(/Retry in \d+ s/) });
    // The refused batch paid for itself as a request: one token is left, then none.
    expect((await handle(post(JSON.stringify(ping(1))))).status).toBe(200);
    expect((await handle(post(JSON.stringify(ping(2))))).status).toBe(429);
  });

  it(`keeps a batch's answer within ${MAX_BATCH_ANSWER_BYTES} bytes: the replies past it are errors saying so`, async () => {
    const catalog = Catalog.open(bigPath);
    const { handle } = testApp({ catalog: () => catalog });
    const res = await handle(post(batchOf(MAX_BATCH_MESSAGES, getSnippet)));
    const text = await res.text();
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_BATCH_ANSWER_BYTES);
    const replies: any[] = JSON.parse(text);
    expect(replies.map((r) => r.id)).toEqual(Array.from({ length: MAX_BATCH_MESSAGES }, (_, i) => i + 1));
    const answered = replies.filter((r) => r.result);
    const tooLarge = replies.filter((r) => r.error);
    expect(answered.length).toBeGreaterThan(0);
    expect(tooLarge.length).toBeGreaterThan(0);
    for (const r of answered) expect(r.result.structuredContent.bytes).toBeGreaterThan(BIG_SNIPPET_BYTES * 0.9);
    for (const r of tooLarge)
      expect(r.error).toMatchObject({ code: RPC.answerTooLarge, message: expect.stringContaining(String(MAX_BATCH_ANSWER_BYTES)) });
  });

  it(`lets ${MAX_BATCHES_PER_CLIENT} batches per client and ${MAX_BATCHES_IN_PROGRESS} in all be in progress; refuses the rest with 429 / 503`, async () => {
    const { handle } = testApp({ clientIp: (r) => r.headers.get("x-test-client") ?? "-" });
    const one = await Promise.all(
      Array.from({ length: MAX_BATCHES_PER_CLIENT + 2 }, () => handle(post(batchOf(MAX_BATCH_MESSAGES, ping), { "x-test-client": "a" }))),
    );
    const statuses = one.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(MAX_BATCHES_PER_CLIENT).fill(200), 429, 429]);
    const refused = await one.find((r) => r.status === 429)!.json();
    expect(refused.error.message).toContain(`at most ${MAX_BATCHES_PER_CLIENT} at once`);
    const many = await Promise.all(
      Array.from({ length: MAX_BATCHES_IN_PROGRESS + 1 }, (_, i) =>
        handle(post(batchOf(MAX_BATCH_MESSAGES, ping), { "x-test-client": `c${i}` })),
      ),
    );
    expect(many.map((r) => r.status).sort()).toEqual([...Array(MAX_BATCHES_IN_PROGRESS).fill(200), 503]);
    const busy = many.find((r) => r.status === 503)!;
    expect(busy.headers.get("retry-after")).toBe("1");
    expect((await busy.json()).error.message).toContain("busy");
    // Released when done: the same client may batch again.
    expect((await handle(post(batchOf(2, ping), { "x-test-client": "a" }))).status).toBe(200);
  });
});

/** Resident memory now and at its peak, from /proc. */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb("VmRSS"), peak: kb("VmHWM") };
}

/**
 * The attack, run in its own process so that receiving the answers does not slow the test's own /health probe: 4
 * oversized batches (1,500 get_snippet calls in 140 KB each) from one client, 32 full ones from 32 clients behind
 * the trusted local proxy, and 24 more whose answers are never read. Prints the size of each answer read (at most
 * 8 MiB of it).
 */
const ATTACKER = `
const url = process.env.URL;
const [huge, full] = [await Bun.file(process.env.HUGE).text(), await Bun.file(process.env.FULL).text()];
async function read(res) {
  let bytes = 0;
  for await (const chunk of res.body) {
    bytes += chunk.byteLength;
    if (bytes > 8 * 1024 * 1024) { await res.body.cancel().catch(() => {}); break; }
  }
  return { status: res.status, bytes };
}
const post = (body, client) => fetch(url + "/mcp", { method: "POST", headers: { "content-type": "application/json", ...(client ? { "x-forwarded-for": client } : {}) }, body });
// Answered but never read: they wait in buffers until this process exits.
await Promise.all(Array.from({ length: 24 }, (_, i) => post(full, "198.51.100." + (100 + i))));
const huges = Promise.all(Array.from({ length: 4 }, () => post(huge).then(read)));
const fulls = [];
for (let wave = 0; wave < 4; wave++) {
  fulls.push(...await Promise.all(Array.from({ length: 8 }, (_, i) => post(full, "198.51.100." + (wave * 8 + i)).then(read))));
}
console.log(JSON.stringify({ huge: await huges, full: fulls }));
`;

describe("a server under hostile batches", () => {
  it("keeps answering another client within a few ms, within bounded memory, every batch answer bounded", async () => {
    const { proc, url } = await spawnServer(["--db", bigPath, "--quiet"]);
    try {
      const health = async () => {
        const t0 = performance.now();
        await (await fetch(`${url}/health`)).arrayBuffer();
        return performance.now() - t0;
      };
      for (let i = 0; i < 20; i++) await health(); // warm
      const before = memoryOf(proc.pid);
      const bodies = tempDir("batches-");
      writeFileSync(join(bodies, "huge.json"), batchOf(1_500, getSnippet));
      writeFileSync(join(bodies, "full.json"), batchOf(MAX_BATCH_MESSAGES, getSnippet));
      const attacker = Bun.spawn([process.execPath, "-e", ATTACKER], {
        env: { ...process.env, URL: url, HUGE: join(bodies, "huge.json"), FULL: join(bodies, "full.json") },
        stdout: "pipe",
      });
      let done = false;
      const output = new Response(attacker.stdout).text().finally(() => (done = true));
      const waits: number[] = [];
      while (!done) waits.push(await health());
      const answered: { huge: { status: number; bytes: number }[]; full: { status: number; bytes: number }[] } = JSON.parse(await output);
      const after = memoryOf(proc.pid);
      const sizes = [...answered.huge, ...answered.full].map((a) => a.bytes);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_BATCH_ANSWER_BYTES);
      // Before these bounds each huge batch answered about 265 MB, built in one go: /health waited 5.4 s and the
      // server grew by 2.7 GB. Now 25-40 ms (the machine's own noise) and 70-80 MB, the unread answers included.
      expect(Math.max(...waits)).toBeLessThan(250);
      expect(after.peak - before.rss).toBeLessThan(200 * 1024 * 1024);
      expect(answered.huge.map((a) => a.status)).toEqual([400, 400, 400, 400]);
      expect(answered.full.map((a) => a.status)).toEqual(Array(32).fill(200));
    } finally {
      proc.kill("SIGKILL");
    }
  }, 60_000);
});
