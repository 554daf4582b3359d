// Starts Debian's nginx on a loopback port in front of the given upstreams, installing it first when missing.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "../helpers.ts";

const NGINX = "/usr/sbin/nginx";

export async function ensureNginx(): Promise<void> {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() !== 0) throw new Error("nginx is not installed and this user cannot apt-get install it");
  for (const args of [
    ["apt-get", "update", "-qq"],
    ["apt-get", "install", "-y", "-qq", "nginx"],
  ]) {
    const proc = Bun.spawn(args, { stdout: "ignore", stderr: "pipe", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if ((await proc.exited) !== 0) throw new Error(`${args.join(" ")} failed: ${await new Response(proc.stderr).text()}`);
  }
}

/** nginx as a load balancer over `upstreams` (host:port), listening on a free port; resolves when it answers. */
export async function startNginx(upstreams: string[], probePath = "/health") {
  await ensureNginx();
  const prefix = tempDir("nginx-");
  mkdirSync(join(prefix, "logs"));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const conf = join(prefix, "nginx.conf");
  writeFileSync(
    conf,
    `
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream catalog_servers {
    ${upstreams.map((u) => `server ${u};`).join("\n    ")}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://catalog_servers;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`,
  );
  const proc = Bun.spawn([NGINX, "-p", prefix, "-c", conf, "-g", "daemon off;"], { stdout: "ignore", stderr: "pipe" });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}${probePath}`)).ok) return { url, stop: () => proc.kill("SIGQUIT"), exited: proc.exited };
    } catch {
      // not listening yet
    }
    await Bun.sleep(25);
  }
  proc.kill();
  throw new Error(`nginx did not start: ${await new Response(proc.stderr).text()}`);
}
