// One line per request on stdout, as JSON (for log pipelines) or text (for people).

export type LogFormat = "json" | "text";

export interface AccessEntry {
  method: string;
  path: string;
  status: number;
  ms: number;
  ip: string;
}

/** The time as ISO text, made once per millisecond: under load many lines share one. */
let isoMs = -1;
let isoText = "";
function isoTime(now: number): string {
  if (now !== isoMs) {
    isoMs = now;
    isoText = new Date(now).toISOString();
  }
  return isoText;
}

/** Plain method tokens need no escaping; anything else a client sends goes through JSON.stringify. */
const PLAIN_METHOD = /^[A-Z]{1,10}$/;

/**
 * One line, the same text JSON.stringify({time, method, path, status, ms, ip}) gives, written by hand: that call and
 * its object copy cost about a microsecond a request, a tenth of the hot path.
 */
export function formatAccess(entry: AccessEntry, format: LogFormat, now = Date.now()): string {
  const time = isoTime(now);
  if (format === "text") {
    return `${time} ${entry.ip} ${entry.method} ${entry.path} ${entry.status} ${entry.ms.toFixed(2)}ms\n`;
  }
  const method = PLAIN_METHOD.test(entry.method) ? `"${entry.method}"` : JSON.stringify(entry.method);
  return `{"time":"${time}","method":${method},"path":${JSON.stringify(entry.path)},"status":${entry.status},"ms":${Math.round(entry.ms * 100) / 100},"ip":${JSON.stringify(entry.ip)}}\n`;
}

/** Writes log lines in batches: one write per event-loop turn, not one per request. */
export class LineWriter {
  private buffer: string[] = [];
  private scheduled = false;
  constructor(private readonly write: (text: string) => void = (t) => process.stdout.write(t)) {}

  line(text: string) {
    this.buffer.push(text);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
  }

  flush() {
    this.scheduled = false;
    if (this.buffer.length === 0) return;
    const text = this.buffer.join("");
    this.buffer = [];
    this.write(text);
  }
}
