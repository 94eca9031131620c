import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { beijingDay } from "@taxlearn/core";
import type { ResponseCache } from "./response-cache";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The encodings a kept page is sent in besides as is. */
export type PageEncoding = "br" | "gzip";

/**
 * A server-rendered page kept ready to send: its status, its HTML as is and its ETag. Its brotli and gzip copies are
 * made on first demand, once each, and kept with it: a miss answers one visitor in one encoding, so rendering a page
 * does not pay for the encodings nobody has asked for yet.
 */
export interface CachedPage {
  readonly status: number;
  readonly identity: Uint8Array;
  readonly etag: string;
  /** the page in `encoding` (as is for null), the same bytes for every request */
  body(encoding: PageEncoding | null): Promise<Uint8Array>;
  /** the encodings made so far */
  readonly encodings: readonly PageEncoding[];
}

/**
 * Server-rendered pages (decision 095) kept per page: the path with its query (an organisation's pages carry its
 * `orgId` there), and the Beijing day, as the response cache keys its reads. A render never sees the visitor (no
 * cookie, no token, no nonce: the page's reads run without a session and the personal parts are the browser's), so
 * every visitor shares an entry.
 *
 * It follows the response cache's generation: any catalogue write that invalidates that cache (in this process, or in
 * another through PostgreSQL's NOTIFY) makes every page here stale, and while a shared cache is not listening nothing
 * is served from here either. One render per key runs at a time: concurrent misses wait for it (no stampede).
 */
export class PageRenderCache {
  readonly #pages = new Map<string, CachedPage>();
  readonly #rendering = new Map<string, Promise<CachedPage | null>>();
  #generation: number;

  constructor(
    private readonly responses: ResponseCache,
    private readonly clock: () => Date,
    private readonly maxEntries = 500,
  ) {
    this.#generation = responses.generation;
  }

  /** The key of a page: its path and query as requested, and the Beijing day. */
  keyOf(url: URL): string {
    return `${url.pathname}${url.search}|${beijingDay(this.clock())}`;
  }

  get size(): number {
    this.#follow();
    return this.#pages.size;
  }

  /** The kept page of a key, if there is one to serve; never renders. */
  peek(key: string): CachedPage | undefined {
    this.#follow();
    return this.#serving() ? this.#pages.get(key) : undefined;
  }

  /** The cached page, or the one `render` makes (shared by every request for the key while it runs). */
  async page(
    key: string,
    render: () => Promise<{ status: number; html: Uint8Array } | null>,
  ): Promise<CachedPage | null> {
    this.#follow();
    const serving = this.#serving();
    const known = serving ? this.#pages.get(key) : undefined;
    if (known) return known;
    const generation = this.responses.generation;
    const flightKey = `${generation}|${key}`;
    const running = this.#rendering.get(flightKey);
    if (running) return running;
    const work = (async () => {
      const rendered = await render();
      if (!rendered) return null;
      const page = keptPage(rendered.status, rendered.html);
      // kept only when nothing was invalidated while it rendered (it may show what was just changed)
      // kept when it is the page (a 404 for any unknown id would push real pages out)
      if (page.status === 200 && serving && this.#serving() && this.responses.generation === generation) {
        this.#follow();
        if (this.#pages.size >= this.maxEntries) {
          const oldest = this.#pages.keys().next();
          if (!oldest.done) this.#pages.delete(oldest.value);
        }
        this.#pages.set(key, page);
      }
      return page;
    })().finally(() => this.#rendering.delete(flightKey));
    this.#rendering.set(flightKey, work);
    return work;
  }

  /** A shared response cache that lost its notifications serves nothing; neither does this. */
  #serving(): boolean {
    const listening = (this.responses as { listening?: boolean }).listening;
    return listening !== false;
  }

  #follow(): void {
    if (this.responses.generation === this.#generation) return;
    this.#generation = this.responses.generation;
    this.#pages.clear();
  }
}

function keptPage(status: number, identity: Uint8Array): CachedPage {
  const copies = new Map<PageEncoding, Promise<Uint8Array>>();
  const made: PageEncoding[] = [];
  return {
    status,
    identity,
    etag: `"${createHash("sha1").update(identity).digest("base64url")}"`,
    body(encoding) {
      if (encoding === null) return Promise.resolve(identity);
      let copy = copies.get(encoding);
      if (!copy) {
        // kept as the promise: requests that ask while it compresses share it
        copy = compress(identity, encoding);
        copies.set(encoding, copy);
        made.push(encoding);
      }
      return copy;
    },
    encodings: made,
  };
}

async function compress(identity: Uint8Array, encoding: PageEncoding): Promise<Uint8Array> {
  if (encoding === "gzip") return gzipAsync(identity, { level: 6 });
  // quality 5: most of brotli's gain at a few milliseconds per page, once per page and day
  return brotliAsync(identity, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength },
  });
}

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, then none. */
export function pageEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = acceptEncoding ?? "";
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}
