#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the built app, once at build time,
// so the server answers them by content negotiation (serveStatic's `precompressed`) without compressing per request.
// Brotli at its highest quality is affordable here because it runs once per build, never per request.
// Usage: node scripts/precompress.mjs [dist]
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".txt", ".xml", ".webmanifest"]);
// below this a compressed copy saves less than the extra round of headers costs
const MIN_BYTES = 1024;

const dist = resolve(process.argv[2] ?? "dist");

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

let originalBytes = 0;
let brotliBytes = 0;
let count = 0;
for (const file of filesUnder(dist)) {
  if (!COMPRESSIBLE.has(extname(file)) || statSync(file).size < MIN_BYTES) continue;
  const content = readFileSync(file);
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  originalBytes += content.length;
  brotliBytes += brotli.length;
  count += 1;
}
const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log(`precompressed ${count} files: ${kb(originalBytes)} KB → ${kb(brotliBytes)} KB brotli`);
