// JSON-RPC batches (2024-11-05 and 2025-03-26): few messages, each charged to the client's rate limit, a bounded
// answer, work that yields to other clients between messages, and a cap on batches in progress per client and in all.
import { BASE_HEADERS } from "../headers.ts";
import { idOf, RPC, RpcError, rpcErrorBody } from "./protocol.ts";

/** Real clients batch a handful of messages, if any; one POST never does more than this much work. */
export const MAX_BATCH_MESSAGES = 10;
/** One batch's answer, in bytes of JSON; a reply that would pass it becomes an error of its own. */
export const MAX_BATCH_ANSWER_BYTES = 512 * 1024;
/** Batches one client may have in progress at once (rate limits count requests, not how long they take). */
export const MAX_BATCHES_PER_CLIENT = 2;
/** Batches in progress at once in all: with MAX_BATCH_ANSWER_BYTES, what bounds the memory they hold. */
export const MAX_BATCHES_IN_PROGRESS = 8;

const JSON_HEADERS = { "content-type": "application/json", ...BASE_HEADERS };

/** A JSON-RPC error for the whole batch, id null, with the HTTP status (and Retry-After) it travels with. */
const refuse = (e: RpcError, retryAfter?: number) =>
  new Response(JSON.stringify(rpcErrorBody(null, e)), {
    status: e.status,
    headers: retryAfter === undefined ? JSON_HEADERS : { ...JSON_HEADERS, "retry-after": String(retryAfter) },
  });

/** Counts batches in progress, by client and in all. */
export class BatchGate {
  private readonly byClient = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly perClient = MAX_BATCHES_PER_CLIENT,
    private readonly inAll = MAX_BATCHES_IN_PROGRESS,
  ) {}

  /** A release function when this batch may start now; otherwise the answer that refuses it. */
  enter(client: string): (() => void) | Response {
    const mine = this.byClient.get(client) ?? 0;
    if (mine >= this.perClient) {
      return refuse(
        new RpcError(
          RPC.rateLimited,
          `Too many batches in progress: at most ${this.perClient} at once per client. Wait for an answer, or send one message per POST.`,
          429,
          { retryAfterSeconds: 1 },
        ),
        1,
      );
    }
    if (this.total >= this.inAll) {
      return refuse(
        new RpcError(
          RPC.rateLimited,
          `The server is busy with other batches (at most ${this.inAll} at once). Retry in 1 s, or send one message per POST.`,
          503,
          { retryAfterSeconds: 1 },
        ),
        1,
      );
    }
    this.byClient.set(client, mine + 1);
    this.total++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total--;
      const left = (this.byClient.get(client) ?? 1) - 1;
      if (left === 0) this.byClient.delete(client);
      else this.byClient.set(client, left);
    };
  }
}

export interface BatchEnv {
  gate: BatchGate;
  /** Who sent the batch, for the per-client cap. */
  client: string;
  /** Charges n more requests to the client's rate limit; the 429 to answer when it cannot pay. */
  charge?: (n: number) => Response | undefined;
}

/** One message's reply as JSON text, or null for a notification. */
type Answer = (message: unknown) => Promise<string | null>;

/** Lets the event loop serve other requests before the next message. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Answers a batch whose revision allows batches; `answer` handles each message as if it came alone. */
export async function handleBatch(messages: unknown[], env: BatchEnv, answer: Answer): Promise<Response> {
  if (messages.length > MAX_BATCH_MESSAGES) {
    return refuse(
      new RpcError(
        RPC.invalidRequest,
        `A batch holds at most ${MAX_BATCH_MESSAGES} messages (this one has ${messages.length}); send the rest in more POSTs.`,
        400,
      ),
    );
  }
  // The request itself has paid for one message already.
  const unpaid = env.charge?.(messages.length - 1);
  if (unpaid) return unpaid;
  const release = env.gate.enter(env.client);
  if (release instanceof Response) return release;
  try {
    const parts: string[] = [];
    let bytes = 2; // the brackets
    for (let i = 0; i < messages.length; i++) {
      if (i > 0) await yieldToOthers();
      let reply = await answer(messages[i]);
      if (reply === null) continue;
      let size = Buffer.byteLength(reply) + (parts.length > 0 ? 1 : 0);
      if (bytes + size > MAX_BATCH_ANSWER_BYTES) {
        const e = new RpcError(
          RPC.answerTooLarge,
          `Answer too large: a batch's answer holds at most ${MAX_BATCH_ANSWER_BYTES} bytes. Send this request on its own.`,
        );
        reply = JSON.stringify(rpcErrorBody(idOf(messages[i]), e));
        size = Buffer.byteLength(reply) + (parts.length > 0 ? 1 : 0);
      }
      bytes += size;
      parts.push(reply);
    }
    return parts.length === 0 ? new Response(null, { status: 202 }) : new Response(`[${parts.join(",")}]`, { headers: JSON_HEADERS });
  } finally {
    release();
  }
}
