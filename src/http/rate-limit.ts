// Per-client token buckets: a steady rate per minute with room for bursts; forwarded-for headers count only
// when the request comes from a trusted proxy.

export interface RateLimitOptions {
  /** Requests per minute per client. */
  perMinute: number;
  /** Requests a client may make at once before the steady rate applies (default: a quarter minute's worth, at least 20). */
  burst?: number;
  /** Addresses whose X-Forwarded-For names the real client (e.g. a local nginx). */
  trustedProxies: string[];
  /** Most clients tracked at once; the least recently seen are forgotten first. */
  maxClients?: number;
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until a request would be allowed again (0 when allowed). */
  retryAfter: number;
  /** Seconds until the bucket is full again. */
  reset: number;
}

interface Bucket {
  tokens: number;
  updated: number;
  /** When it last moved to the young end of the order. */
  moved: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly capacity: number;
  private readonly perMs: number;
  private readonly maxClients: number;

  constructor(private readonly options: RateLimitOptions) {
    this.capacity = options.burst ?? Math.max(20, Math.ceil(options.perMinute / 4));
    this.perMs = options.perMinute / 60_000;
    this.maxClients = options.maxClients ?? 100_000;
  }

  /** The client a request counts against: the socket address, or the forwarded one from a trusted proxy. */
  clientOf(socketIp: string, forwardedFor: string | null): string {
    if (forwardedFor && this.options.trustedProxies.includes(socketIp)) {
      // The right-most address not itself a trusted proxy is the one the nearest trusted proxy saw.
      const hops = forwardedFor
        .split(",")
        .map((h) => h.trim())
        .filter(Boolean);
      for (let i = hops.length - 1; i >= 0; i--) if (!this.options.trustedProxies.includes(hops[i]!)) return hops[i]!.slice(0, 64);
    }
    return socketIp;
  }

  /** Takes `cost` tokens (a batch of MCP messages costs one each), all or none. */
  take(client: string, now = Date.now(), cost = 1): RateDecision {
    let bucket = this.buckets.get(client);
    if (bucket) {
      // Re-inserted (Map order doubles as least-recently-seen order) once a second at most: a client seen within the
      // second is in no danger of being forgotten, and a delete and set on every request was most of this call.
      if (now - bucket.moved >= 1000) {
        this.buckets.delete(client);
        this.buckets.set(client, bucket);
        bucket.moved = now;
      }
      bucket.tokens = Math.min(this.capacity, bucket.tokens + (now - bucket.updated) * this.perMs);
      bucket.updated = now;
    } else {
      bucket = { tokens: this.capacity, updated: now, moved: now };
      if (this.buckets.size >= this.maxClients) this.buckets.delete(this.buckets.keys().next().value!);
      this.buckets.set(client, bucket);
    }
    const allowed = bucket.tokens >= cost;
    if (allowed) bucket.tokens -= cost;
    return {
      allowed,
      limit: this.options.perMinute,
      remaining: Math.floor(bucket.tokens),
      retryAfter: allowed ? 0 : Math.ceil((Math.min(cost, this.capacity) - bucket.tokens) / this.perMs / 1000),
      reset: Math.ceil((this.capacity - bucket.tokens) / this.perMs / 1000),
    };
  }

  get tracked(): number {
    return this.buckets.size;
  }
}
