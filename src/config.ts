// Server settings from flags and environment variables (flags win), with the checks that make a bad value fail fast.
import { join } from "node:path";

export interface ServerConfig {
  port: number;
  host: string;
  /** Public address of this server, no trailing slash; unset means "from each request's Host". */
  baseUrl?: string;
  /** Where labs live, no trailing slash; unset means `${baseUrl}/lab`. */
  labUrl?: string;
  /** A catalog file to serve instead of the embedded default. */
  catalogDb?: string;
  /** Host names requests may carry (DNS-rebinding protection); empty means any. */
  allowedHosts: string[];
  /** Origins browsers may call /mcp from; "*" means any. */
  allowedOrigins: string[] | "*";
  /** Access log format on stdout; undefined with --quiet. */
  logFormat?: "json" | "text";
  /** Reload the catalog file when it changes (SIGHUP always reloads). */
  watch: boolean;
  /** Requests per minute per client; undefined turns rate limiting off. */
  rateLimit?: number;
  /** Proxies whose X-Forwarded-For names the client, for rate limiting. */
  trustedProxies: string[];
  /** Seconds a connection may stay idle (slow or stalled clients) before it is closed. */
  requestTimeout: number;
  /** Where the executable keeps a copy of its embedded catalog to open as a file; undefined keeps it in memory. */
  cacheDir?: string;
  /** Signs pagination cursors so none can be minted outside; the same on every replica. Undefined: a built-in key. */
  cursorSecret?: string;
  /** The rendered previews' folder; undefined: beside the catalog file (or embedded); "off": none. */
  previews?: string;
}

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

/** Flag name, environment variable and help line of each setting. */
export const SETTINGS = [
  { flag: "port", env: "PORT", help: "TCP port to listen on (default 3000)" },
  { flag: "host", env: "HOST", help: "address to bind (default 0.0.0.0; 127.0.0.1 for local use only)" },
  { flag: "base-url", env: "BASE_URL", help: "public address, e.g. https://catalog.example.com (default: taken from each request)" },
  { flag: "lab-url", env: "LAB_URL", help: "where live demos are hosted (default: BASE_URL/lab)" },
  { flag: "db", env: "CATALOG_DB", help: "catalog file to serve (default: the embedded catalog)" },
  {
    flag: "allowed-hosts",
    env: "ALLOWED_HOSTS",
    help: "comma-separated Host names to accept (default: BASE_URL's host; localhost names when bound to loopback; else any)",
  },
  {
    flag: "allowed-origins",
    env: "ALLOWED_ORIGINS",
    help: "comma-separated browser Origins allowed on /mcp, or * (default: origins on the allowed hosts)",
  },
  { flag: "rate-limit", env: "RATE_LIMIT", help: "requests per minute per client, or off (default 1200, bursts of 300)" },
  {
    flag: "trusted-proxies",
    env: "TRUSTED_PROXIES",
    help: "comma-separated proxy addresses whose X-Forwarded-For is believed (default 127.0.0.1,::1)",
  },
  { flag: "request-timeout", env: "REQUEST_TIMEOUT", help: "seconds a connection may stay idle before it is closed (default 30)" },
  {
    flag: "cursor-secret",
    env: "CURSOR_SECRET",
    help: "key that signs pagination cursors, the same on every replica (default: a built-in key; prefer the variable to the flag)",
  },
  {
    flag: "cache-dir",
    env: "CACHE_DIR",
    help: "folder for the executable's copy of its embedded catalog, or off (default: the user's cache folder)",
  },
  {
    flag: "previews",
    env: "PREVIEWS",
    help: "folder of rendered previews (bun run previews), or off (default: beside the catalog file, or embedded)",
  },
  { flag: "log-format", env: "LOG_FORMAT", help: "access log on stdout: json (default) or text" },
  { flag: "quiet", env: "QUIET", help: "no access log (a flag: --quiet, or QUIET=1)", boolean: true },
  { flag: "watch", env: "WATCH", help: "reload the --db file when it changes (a flag; SIGHUP always reloads)", boolean: true },
] as const;

type SettingName = (typeof SETTINGS)[number]["flag"];

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]", "::1"];

/** Reads `--name value` / `--name=value` flags, falling back to the environment. */
export function readSettings(argv: string[], env: Record<string, string | undefined>): Partial<Record<SettingName, string>> {
  const values: Partial<Record<SettingName, string>> = {};
  for (const s of SETTINGS) if (env[s.env] !== undefined && env[s.env] !== "") values[s.flag] = env[s.env];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith("--")) throw new UsageError(`unexpected argument "${arg}"`);
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    const setting = SETTINGS.find((s) => s.flag === name);
    if (!setting) throw new UsageError(`unknown option --${name}`);
    if ("boolean" in setting) {
      values[setting.flag] = inline ?? "1";
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined) throw new UsageError(`--${name} needs a value`);
    values[setting.flag] = value;
  }
  return values;
}

export function serverConfig(argv: string[], env: Record<string, string | undefined>): ServerConfig {
  const v = readSettings(argv, env);
  const port = Number(v.port ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`port must be 0 to 65535 (got "${v.port}")`);
  const host = v.host ?? "0.0.0.0";
  const baseUrl = v["base-url"] === undefined ? undefined : absoluteUrl("base-url", v["base-url"]);
  const labUrl = v["lab-url"] === undefined ? undefined : absoluteUrl("lab-url", v["lab-url"]);
  const allowedHosts =
    v["allowed-hosts"] !== undefined
      ? list(v["allowed-hosts"]).map((h) => h.replace(/\.$/, "")) // "localhost." is the same host as "localhost"
      : baseUrl !== undefined
        ? [new URL(baseUrl).hostname, ...LOOPBACK_HOSTS]
        : LOOPBACK_HOSTS.includes(host)
          ? LOOPBACK_HOSTS
          : [];
  const origins = v["allowed-origins"];
  const allowedOrigins = origins === "*" ? "*" : origins !== undefined ? list(origins) : [];
  const rate = v["rate-limit"] ?? "1200";
  const rateLimit = isOff(rate) ? undefined : Number(rate);
  if (rateLimit !== undefined && !(Number.isInteger(rateLimit) && rateLimit > 0))
    throw new UsageError(`--rate-limit is a whole number of requests per minute, or off (got "${rate}")`);
  const requestTimeout = Number(v["request-timeout"] ?? 30);
  if (!Number.isInteger(requestTimeout) || requestTimeout < 1 || requestTimeout > 255)
    throw new UsageError(`--request-timeout is 1 to 255 seconds (got "${v["request-timeout"]}")`);
  const trustedProxies = list(v["trusted-proxies"] ?? "127.0.0.1,::1");
  const logFormat = v["log-format"] ?? "json";
  if (logFormat !== "json" && logFormat !== "text") throw new UsageError(`--log-format is json or text (got "${logFormat}")`);
  const cacheDir = v["cache-dir"] === undefined ? defaultCacheDir(env) : isOff(v["cache-dir"]) ? undefined : v["cache-dir"];
  return {
    port,
    host,
    baseUrl,
    labUrl,
    catalogDb: v.db,
    allowedHosts,
    allowedOrigins,
    logFormat: flag(v.quiet) ? undefined : logFormat,
    watch: flag(v.watch),
    rateLimit,
    trustedProxies,
    requestTimeout,
    cacheDir,
    cursorSecret: v["cursor-secret"],
    previews: v.previews === undefined ? undefined : isOff(v.previews) ? "off" : v.previews,
  };
}

/**
 * The per-user cache folder each platform expects: systemd's CacheDirectory= first, then XDG, then the
 * platform's own. Without a home there is none, and the embedded catalog stays in memory.
 */
export function defaultCacheDir(env: Record<string, string | undefined>, platform = process.platform): string | undefined {
  // systemd's CacheDirectory= (Linux only) may name several folders, colon-separated.
  if (env.CACHE_DIRECTORY) return platform === "win32" ? env.CACHE_DIRECTORY : env.CACHE_DIRECTORY.split(":")[0];
  if (env.XDG_CACHE_HOME) return join(env.XDG_CACHE_HOME, APP_DIR);
  if (platform === "win32") return env.LOCALAPPDATA ? join(env.LOCALAPPDATA, APP_DIR, "cache") : undefined;
  if (!env.HOME) return undefined;
  return platform === "darwin" ? join(env.HOME, "Library", "Caches", APP_DIR) : join(env.HOME, ".cache", APP_DIR);
}

const APP_DIR = "catalog-server";

function absoluteUrl(flag: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--${flag} must be an absolute http(s) URL (got "${value}")`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UsageError(`--${flag} must be an http(s) URL (got "${value}")`);
  return url.href.replace(/\/+$/, "");
}

/** The words that turn a setting off: off, 0, false, no. */
const isOff = (value: string) => /^(off|0|false|no)$/i.test(value);

const flag = (value: string | undefined) => value !== undefined && !isOff(value);

const list = (value: string) =>
  value
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
