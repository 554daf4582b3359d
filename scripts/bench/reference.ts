// The reference for every ratio: Bun.serve answering a fixed JSON body of the given size, Bun's own limit.
const [port, bytes] = process.argv.slice(2).map(Number);
const body = JSON.stringify({ pad: "x".repeat(Math.max(0, (bytes ?? 1000) - 10)) });
Bun.serve({ port, hostname: "127.0.0.1", fetch: () => new Response(body, { headers: { "content-type": "application/json" } }) });
