// Faults from outside: slow and stalled clients, and a catalog file broken at start (swaps are in server.test.ts).
import { describe, expect, it } from "bun:test";
import { Database } from "bun:sqlite";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CLI, fixturePath, spawnServer, tempDir } from "../helpers.ts";

describe("slow clients", () => {
  it("closes a connection that stalls mid-request after --request-timeout, while serving others", async () => {
    const started = Date.now();
    const { proc, url } = await spawnServer(["--db", fixturePath(), "--quiet", "--request-timeout", "1"]);
    try {
      const port = Number(new URL(url).port);
      let closed = false;
      const socket = await Bun.connect({ hostname: "127.0.0.1", port, socket: { data() {}, close: () => void (closed = true) } });
      socket.write(`GET /tools/search?q=glass HTTP/1.1\r\nHost: localhost:${port}\r\n`); // headers never finish
      const others = await Promise.all(Array.from({ length: 20 }, () => fetch(`${url}/tools/get_lab/glass-card`).then((r) => r.status)));
      expect(others.every((s) => s === 200)).toBe(true);
      // Bun enforces idleTimeout on a coarse timer (about 12 s for 1 s here), so allow for it.
      for (let i = 0; i < 250 && !closed; i++) await Bun.sleep(100);
      expect(closed).toBe(true);
      expect(Date.now() - started).toBeGreaterThan(900);
    } finally {
      proc.kill("SIGKILL");
    }
  }, 40_000);

  it("answers a client that sends its body a byte at a time", async () => {
    const { proc, url } = await spawnServer(["--db", fixturePath(), "--quiet"]);
    try {
      const port = Number(new URL(url).port);
      const body = '{"jsonrpc":"2.0","id":7,"method":"ping"}';
      let answer = "";
      const socket = await Bun.connect({ hostname: "127.0.0.1", port, socket: { data: (_s, c) => void (answer += c.toString()) } });
      socket.write(
        `POST /mcp HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      for (const ch of body) {
        socket.write(ch);
        await Bun.sleep(5);
      }
      for (let i = 0; i < 50 && !answer.includes('"id":7'); i++) await Bun.sleep(20);
      socket.end();
      expect(answer).toContain("HTTP/1.1 200");
      expect(answer).toContain('{"jsonrpc":"2.0","id":7,"result":{}}');
    } finally {
      proc.kill("SIGKILL");
    }
  }, 15_000);
});

describe("a broken catalog file at start", () => {
  async function start(file: string) {
    const proc = Bun.spawn([process.execPath, CLI, "serve", "--port", "0", "--db", file], { stdout: "pipe", stderr: "pipe" });
    const [stderr, code] = await Promise.all([new Response(proc.stderr).text(), proc.exited]);
    return { stderr, code };
  }

  it("refuses missing, truncated, corrupt and wrong-schema files with a clear message and exit 1", async () => {
    const dir = tempDir();
    const truncated = join(dir, "truncated.db");
    writeFileSync(truncated, readFileSync(fixturePath()).subarray(0, 3000));
    const corrupt = join(dir, "corrupt.db");
    const bytes = readFileSync(fixturePath());
    bytes.fill(0x5a, 0, 100); // the SQLite header, overwritten
    writeFileSync(corrupt, bytes);
    const wrong = join(dir, "wrong.db");
    copyFileSync(fixturePath(), wrong);
    const db = new Database(wrong);
    db.exec("DROP TABLE resources");
    db.close();
    for (const [file, reason] of [
      [join(dir, "absent.db"), "no such file"],
      [truncated, "cannot serve catalog"],
      [corrupt, "not a catalog database"],
      [wrong, "schema"],
    ] as const) {
      const { stderr, code } = await start(file);
      expect({ file, code }).toEqual({ file, code: 1 });
      expect(stderr).toContain(reason);
      expect(stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
    }
  }, 20_000);
});
