#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the built app, once at build time,
// so the server answers them by content negotiation (serveStatic's `precompressed`) without compressing per request.
// Brotli at its highest quality is affordable here because it runs once per build, never per request.
// Usage: node scripts/precompress.mjs [dist]
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".txt", ".xml", ".webmanifest"]);

/**
 * A compressed answer carries two more headers than the plain one (`content-encoding: br` and
 * `vary: Accept-Encoding`, 45 bytes on the wire): a copy is written only when it saves more than that. Even a
 * half-kilobyte chunk usually does, and a page loads dozens of them.
 */
export const ENCODING_HEADER_BYTES = 45;

/** The compressed copies of one file worth serving: each variant only when it is smaller by more than its headers. */
export function compressedCopies(content) {
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gzip = gzipSync(content, { level: 9 });
  const saves = (copy) => content.length - copy.length > ENCODING_HEADER_BYTES;
  return { ...(saves(brotli) ? { br: brotli } : {}), ...(saves(gzip) ? { gz: gzip } : {}) };
}

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

function precompress(dist) {
  let originalBytes = 0;
  let brotliBytes = 0;
  let count = 0;
  for (const file of filesUnder(dist)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    const content = readFileSync(file);
    const copies = compressedCopies(content);
    if (copies.br) writeFileSync(`${file}.br`, copies.br);
    if (copies.gz) writeFileSync(`${file}.gz`, copies.gz);
    if (!copies.br) continue;
    originalBytes += content.length;
    brotliBytes += copies.br.length;
    count += 1;
  }
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log(`precompressed ${count} files: ${kb(originalBytes)} KB → ${kb(brotliBytes)} KB brotli`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  precompress(resolve(process.argv[2] ?? "dist"));
}
