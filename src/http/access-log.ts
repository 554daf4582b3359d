// One line per request on stdout, as JSON (for log pipelines) or text (for people).

export type LogFormat = "json" | "text";

export interface AccessEntry {
  method: string;
  path: string;
  status: number;
  ms: number;
  ip: string;
}

export function formatAccess(entry: AccessEntry, format: LogFormat, now = new Date()): string {
  if (format === "text") {
    return `${now.toISOString()} ${entry.ip} ${entry.method} ${entry.path} ${entry.status} ${entry.ms.toFixed(2)}ms\n`;
  }
  return `${JSON.stringify({ time: now.toISOString(), ...entry, ms: Math.round(entry.ms * 100) / 100 })}\n`;
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
