import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SERVER_DIR } from "../testing/spawned-server";

/** The configuration that ships: deploy/nginx.conf. */
export const SHIPPED_NGINX_CONF = join(SERVER_DIR, "..", "..", "deploy", "nginx.conf");

/** nginx from NGINX_PATH, the PATH, or Debian's /usr/sbin/nginx; null when none is installed. */
export function findNginx(): string | null {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  const which = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  return existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : null;
}

/**
 * The shipped configuration with only the listen port and the upstream servers replaced (the pid file, the
 * temporary files and the logs are relative to nginx's prefix already). Throws when the shipped file no longer has
 * the lines replaced, so the test never runs a configuration other than the one in the repository.
 */
export function templatedConf(shipped: string, listenPort: number, nodes: readonly string[]): string {
  const upstream = /^(\s*)server 127\.0\.0\.1:3001 (.*);\n\s*server 127\.0\.0\.1:3002 .*;\n/m;
  const listen = /^(\s*)listen 8080;$/m;
  if (!upstream.test(shipped) || !listen.test(shipped)) {
    throw new Error("deploy/nginx.conf: the upstream servers or the listen line are not where the test expects them");
  }
  return shipped
    .replace(upstream, (_all, indent: string, rest: string) =>
      nodes.map((node) => `${indent}server ${node} ${rest};\n`).join(""),
    )
    .replace(listen, (_all, indent: string) => `${indent}listen 127.0.0.1:${listenPort};`);
}

export interface RunningNginx {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** The port of the node that answered the request sent with this X-Request-Id (its last try). */
  nodeOf(requestId: string): Promise<number>;
  output(): string;
  stop(): Promise<void>;
}

const NOBODY = 65534;

/**
 * Starts nginx in the foreground with the shipped configuration, its own prefix in a temporary directory (pid,
 * temporary files, logs), as an unprivileged user: when the test runs as root, nginx runs as nobody.
 */
export async function startNginx(nginx: string, listenPort: number, nodes: readonly string[]): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), "taxlearn-nginx-"));
  for (const dir of ["logs", "temp"]) mkdirSync(join(prefix, dir));
  const conf = join(prefix, "nginx.conf");
  writeFileSync(conf, templatedConf(readFileSync(SHIPPED_NGINX_CONF, "utf8"), listenPort, nodes));
  const asRoot = process.getuid?.() === 0;
  if (asRoot)
    for (const path of [prefix, join(prefix, "logs"), join(prefix, "temp"), conf]) chownSync(path, NOBODY, NOBODY);
  const args = ["-p", `${prefix}/`, "-e", "stderr", "-c", conf, "-g", "daemon off;"];
  const tested = spawnSync(nginx, [...args, "-t"], {
    encoding: "utf8",
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  if (tested.status !== 0) throw new Error(`nginx refuses the configuration:\n${tested.stderr}`);
  const child: ChildProcess = spawn(nginx, args, {
    stdio: ["ignore", "pipe", "pipe"],
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${output}`);
    const up = await fetch(`${url}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${url}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const accessLog = join(prefix, "logs", "access.log");
  return {
    url,
    output: () => output,
    async nodeOf(requestId) {
      // nginx writes the line once the response is sent: it may trail the answer by a moment
      const deadline = Date.now() + 5000;
      for (;;) {
        const line = readFileSync(accessLog, "utf8")
          .split("\n")
          .find((l) => l.endsWith(` request_id=${requestId}`));
        // a request tried on two nodes logs both ("127.0.0.1:3521, 127.0.0.1:3522"): the last answered
        const upstream = line ? / upstream=(.*?) upstream_time=/.exec(line)?.[1] : undefined;
        const last = upstream?.split(/[ ,]+/).filter(Boolean).at(-1);
        if (last) return Number(last.split(":").at(-1));
        if (Date.now() > deadline) throw new Error(`no access log line for ${requestId}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGQUIT");
        const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
