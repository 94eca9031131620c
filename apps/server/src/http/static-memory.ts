import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { Context, Next } from "hono";
import { getMimeType } from "hono/utils/mime";

/** One file of the web build, with the compressed copies the build wrote beside it. */
interface StaticFile {
  readonly type: string;
  readonly identity: Uint8Array;
  readonly br: Uint8Array | null;
  readonly gzip: Uint8Array | null;
  readonly etag: string;
}

/** Not served from here: the build's own records, source maps (never published) and the compressed copies. */
const SKIPPED = /(^|\/)\.vite\/|\.map$|\.(br|gz)$/i;

/**
 * The web build's files read once at start (a few megabytes: the build's budget keeps them small), each with its
 * `.br`/`.gz` copy, so an asset costs no file system call per request. A file the build did not compress is sent as is.
 */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        visit(full);
        continue;
      }
      const path = `/${relative(root, full).split(sep).join("/")}`;
      if (!entry.isFile() || SKIPPED.test(path)) continue;
      const identity = readFileSync(full);
      const copy = (suffix: string) => (existsSync(full + suffix) ? readFileSync(full + suffix) : null);
      const file: StaticFile = {
        type: getMimeType(entry.name) ?? "application/octet-stream",
        identity,
        br: copy(".br"),
        gzip: copy(".gz"),
        etag: `"${createHash("sha1").update(identity).digest("base64url")}"`,
      };
      files.set(path, file);
      // a folder's index.html answers for the folder (the site's root: "/")
      if (entry.name === "index.html") files.set(path.slice(0, -"index.html".length), file);
    }
  };
  visit(root);
  return files;
}

/**
 * Whether an If-None-Match header names `etag`: one of a list, weak or strong (RFC 9110 compares weakly here), or "*".
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch === etag) return true;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || (trimmed.startsWith("W/") ? trimmed.slice(2) : trimmed) === etag;
  });
}

/** Serves GET and HEAD of a known file from memory: brotli, then gzip, then as is; an ETag and 304 on a match. */
export function serveFromMemory(files: ReadonlyMap<string, StaticFile>, cacheControl: (path: string) => string) {
  return async (c: Context, next: Next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const file = files.get(c.req.path);
    if (!file) return next();
    c.header("etag", file.etag);
    c.header("cache-control", cacheControl(c.req.path));
    c.header("vary", "Accept-Encoding");
    if (matchesEtag(c.req.header("if-none-match"), file.etag)) return c.body(null, 304);
    const accepted = c.req.header("accept-encoding") ?? "";
    let body = file.identity;
    if (file.br && /\bbr\b/.test(accepted)) {
      body = file.br;
      c.header("content-encoding", "br");
    } else if (file.gzip && /\bgzip\b/.test(accepted)) {
      body = file.gzip;
      c.header("content-encoding", "gzip");
    }
    c.header("content-type", file.type);
    if (c.req.method === "HEAD") {
      c.header("content-length", String(body.byteLength));
      return c.body(null, 200);
    }
    return c.body(body as Uint8Array<ArrayBuffer>, 200);
  };
}
