import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressedCopies, ENCODING_HEADER_BYTES } from "./precompress.mjs";

// a small chunk as the build writes them: a few hundred bytes of minified imports and exports
const smallChunk = Buffer.from(
  `import{t as e}from"./rolldown-runtime-XKyaHtl9.js";import{n as t,r as n}from"./index-2l_ftn9-.js";` +
    `var r=e({default:()=>i});function i(e){return n.jsx("div",{className:"stack_gap_1",children:e.children})}` +
    `var a=t("section_header"),o=t("section_title"),s=t("section_more");export{r as a,i as n,a as r,o as s,s as t};`,
);

describe("precompressed copies", () => {
  it("writes both copies of a chunk under a kilobyte, since each saves more than its extra headers", () => {
    expect(smallChunk.length).toBeLessThan(1024);
    const copies = compressedCopies(smallChunk);
    expect(copies.br).toBeDefined();
    expect(copies.gz).toBeDefined();
    expect(smallChunk.length - copies.br.length).toBeGreaterThan(ENCODING_HEADER_BYTES);
    expect(brotliDecompressSync(copies.br).equals(smallChunk)).toBe(true);
    expect(gunzipSync(copies.gz).equals(smallChunk)).toBe(true);
  });

  it("writes no copy of a file that compression would not make smaller by more than its headers", () => {
    expect(compressedCopies(Buffer.from("export{};"))).toEqual({});
    // scrambled bytes, with no repeats to find, do not compress at all
    const noise = Buffer.from(Array.from({ length: 600 }, (_, i) => (i * 7919 + ((i * i) % 251)) % 256));
    expect(compressedCopies(noise).br).toBeUndefined();
  });
});
