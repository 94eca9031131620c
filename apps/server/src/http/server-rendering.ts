import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Server-rendered public pages (decision 095). The web build's server entry (apps/web/dist-server/entry-server.js)
 * renders a page with the browser's own routes and screens; this module puts its HTML into the built index.html with
 * the page's head, the screen's CSS and chunk preloads, and the reads the browser hydrates from.
 */

/** The head the web app's server entry computes for a page (apps/web/src/app/ssr/page-meta.ts). */
interface PageMeta {
  readonly title: string;
  readonly description: string;
  readonly canonicalPath: string;
  readonly ogType: "website" | "article";
  readonly image: string | null;
  readonly status: 200 | 404;
}

interface RenderedPage {
  readonly meta: PageMeta;
  readonly body: ReadableStream<Uint8Array>;
  readonly dataScript: string;
  readonly name: string;
}

/** The contract of apps/web/src/entry-server.tsx (the server does not import web code at type level). */
interface ServerEntry {
  readonly renderPage: (request: {
    url: URL;
    fetch: typeof fetch;
    token?: string | null;
  }) => Promise<RenderedPage | null>;
  readonly SERVER_RENDERED_SCREENS: Readonly<Record<string, string>>;
  /** a learner's own pages, drawn with the session cookie's login, with the sources they need at once */
  readonly LEARNER_SCREENS?: Readonly<Record<string, readonly string[]>>;
}

interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
}

export interface PageRenderer {
  /**
   * The page's full HTML as a stream with its status, or null when the route is rendered by the browser. With a
   * `token`, a learner's own page is drawn with that login (decision 128; null when the server refuses it): personal,
   * never cached.
   */
  render(
    url: URL,
    origin: string,
    fetchInProcess: typeof fetch,
    token?: string,
  ): Promise<{ status: number; body: ReadableStream } | null>;
  /** Whether the route (core's route name) is a learner's own page the server draws with their login. */
  drawsForLearner(routeName: string): boolean;
  /** The same page read whole (the render cache keeps it so), without the stream around React's. */
  renderHtml(
    url: URL,
    origin: string,
    fetchInProcess: typeof fetch,
  ): Promise<{ status: number; html: Uint8Array } | null>;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The CSS and the chunks a screen needs at once: its own and those of its static imports, each once. A screen the
 * bundler placed inside another chunk (decision 114) has no manifest entry of its own: the web build's
 * `.vite/lazy-module-chunks.json` (`lazyChunks`, source → chunk file) says which chunk holds it.
 */
export function screenAssets(
  manifest: Readonly<Record<string, ManifestChunk>>,
  source: string,
  lazyChunks: Readonly<Record<string, string>> = {},
) {
  const css = new Set<string>();
  const chunks = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunks.has(chunk.file)) return;
    chunks.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const holder = lazyChunks[source];
  visit(
    manifest[source] || !holder
      ? source
      : (Object.keys(manifest).find((key) => manifest[key]?.file === holder) ?? source),
  );
  return { css: [...css], chunks: [...chunks] };
}

/** The asset files index.html already links (the entry's CSS and chunks), so that a page's head names each once. */
export function linkedAssets(indexHtml: string): Set<string> {
  return new Set(
    [...indexHtml.matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)="\/([^"]+)"/g)].map((match) => match[1] ?? ""),
  );
}

/** The scripts of a server-rendered page: a small boot module in its HTML, the app's own after the first paint. */
export interface HydrationScripts {
  /** the boot module (the web build's src/hydrate.ts) and the chunks it imports, linked from the HTML */
  readonly boot: string;
  readonly bootImports: readonly string[];
  /** index.html's entry module and the chunks index.html preloads, which the boot starts after the first paint */
  readonly entry: string;
  readonly preload: readonly string[];
}

/** The manifest key of the hydration boot (apps/web/vite.config.ts). */
export const HYDRATION_BOOT_SOURCE = "src/hydrate.ts";

const ENTRY_SCRIPT = /[ \t]*<script type="module" crossorigin src="(\/[^"]+)"><\/script>\n?/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="(\/[^"]+)">\n?/g;

/**
 * index.html for a server-rendered page (decision 116): the page is painted from its HTML and CSS, and its scripts
 * only hydrate it. Fetched from the head, they shared a phone's link with the page's largest image and pushed its
 * paint back, so the entry's module script and preloads leave the template; the boot module starts them once the
 * page has painted. The stylesheets stay where they are.
 */
export function deferHydration(
  indexHtml: string,
  manifest: Readonly<Record<string, ManifestChunk>>,
): { template: string; scripts: HydrationScripts } {
  const boot = manifest[HYDRATION_BOOT_SOURCE];
  if (!boot) throw new Error(`the web build has no ${HYDRATION_BOOT_SOURCE} entry: rebuild the web app`);
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) throw new Error("index.html has no module script");
  const bootImports = (boot.imports ?? []).map((key) => `/${manifest[key]?.file ?? key}`);
  const preload = [...indexHtml.matchAll(MODULE_PRELOAD)]
    .map((match) => match[1] ?? "")
    .filter((file) => !bootImports.includes(file));
  return {
    template: indexHtml.replace(ENTRY_SCRIPT, "").replace(MODULE_PRELOAD, ""),
    scripts: { boot: `/${boot.file}`, bootImports, entry, preload },
  };
}

/** The boot's tags for a page: its own chunk imports preloaded, and the app's files (with the screen's) to start. */
export function hydrationTags(scripts: HydrationScripts, screenChunks: readonly string[]): string {
  const later = [...new Set([...scripts.preload, ...screenChunks.map((file) => `/${file}`)])].filter(
    (file) => file !== scripts.entry && !scripts.bootImports.includes(file),
  );
  return [
    ...scripts.bootImports.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`),
    `<script type="module" crossorigin src="${escapeHtml(scripts.boot)}" data-hydrate-entry="${escapeHtml(
      scripts.entry,
    )}" data-hydrate-preload="${escapeHtml(later.join(" "))}"></script>`,
  ].join("\n    ");
}

/** The `<head>` additions of a page: its own title and description, canonical URL and Open Graph tags. */
export function headTags(
  meta: PageMeta,
  origin: string,
  assets: { css: readonly string[] },
  linked: ReadonlySet<string> = new Set(),
): string {
  const canonical = escapeHtml(origin + meta.canonicalPath);
  const tags = [
    `<link rel="canonical" href="${canonical}" />`,
    `<meta property="og:type" content="${meta.ogType}" />`,
    `<meta property="og:site_name" content="财税学习平台" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    `<meta property="og:locale" content="zh_CN" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(new URL(meta.image, origin).href)}" />`] : []),
    ...assets.css
      .filter((file) => !linked.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
  ];
  return tags.join("\n    ");
}

/** index.html with the page's head; split around the root element the rendered body goes into. */
export function pageTemplate(indexHtml: string, meta: PageMeta, extraHead: string): { before: string; after: string } {
  const withHead = indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace("</head>", `    ${extraHead}\n  </head>`);
  const marker = '<div id="root"></div>';
  const at = withHead.indexOf(marker);
  if (at < 0) throw new Error('index.html has no <div id="root"></div>');
  return { before: `${withHead.slice(0, at)}<div id="root">`, after: `</div>${withHead.slice(at + marker.length)}` };
}

const encoder = new TextEncoder();

/** The rest of the template after the root element, with the embedded reads right after it. */
const closingHtml = (after: string, dataScript: string): string => after.replace("</div>", `</div>${dataScript}`);

/** The template's head, React's stream, then the embedded reads and the rest of the template. */
function pageStream(before: string, body: ReadableStream<Uint8Array>, dataScript: string, after: string) {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(before));
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (!done) {
        controller.enqueue(value);
        return;
      }
      controller.enqueue(encoder.encode(closingHtml(after, dataScript)));
      controller.close();
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/**
 * The renderer over a web build (dist and dist-server side by side), or null when the build has no server entry: the
 * site then answers the shell for every page, as before.
 */
export async function loadPageRenderer(webDist: string, indexHtml: string): Promise<PageRenderer | null> {
  const entryPath = join(webDist, "..", "dist-server", "entry-server.js");
  const manifestPath = join(webDist, ".vite", "manifest.json");
  if (!existsSync(entryPath) || !existsSync(manifestPath)) return null;
  const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
  const lazyChunksPath = join(webDist, ".vite", "lazy-module-chunks.json");
  const lazyChunks = existsSync(lazyChunksPath)
    ? (JSON.parse(readFileSync(lazyChunksPath, "utf8")) as Record<string, string>)
    : {};
  const linked = linkedAssets(indexHtml);
  const { template, scripts } = deferHydration(indexHtml, manifest);
  // a screen's files, and so its hydration tags, are fixed for the build: worked out on its first render, not on
  // every request
  type ScreenFiles = { css: string[]; hydration: string };
  const learnerScreens = entry.LEARNER_SCREENS ?? {};
  const filesOfScreen = new Map<string, ScreenFiles>();
  const filesOf = (name: string): ScreenFiles => {
    const known = filesOfScreen.get(name);
    if (known) return known;
    const single = entry.SERVER_RENDERED_SCREENS[name];
    const sources = single ? [single] : (learnerScreens[name] ?? []);
    const css = new Set<string>();
    const chunks = new Set<string>();
    for (const source of sources) {
      const assets = screenAssets(manifest, source, lazyChunks);
      for (const file of assets.css) css.add(file);
      for (const file of assets.chunks) chunks.add(file);
    }
    const files = { css: [...css], hydration: hydrationTags(scripts, [...chunks]) };
    filesOfScreen.set(name, files);
    return files;
  };
  const templateOf = (page: RenderedPage, origin: string) => {
    const files = filesOf(page.name);
    const head = `${headTags(page.meta, origin, files, linked)}\n    ${files.hydration}`;
    return pageTemplate(template, page.meta, head);
  };
  const streamed = (page: RenderedPage | null, origin: string) => {
    if (!page) return null;
    const { before, after } = templateOf(page, origin);
    return { status: page.meta.status, body: pageStream(before, page.body, page.dataScript, after) };
  };
  return {
    async render(url, origin, fetchInProcess, token) {
      return streamed(await entry.renderPage({ url, fetch: fetchInProcess, token }), origin);
    },
    drawsForLearner: (routeName) => routeName in learnerScreens,
    async renderHtml(url, origin, fetchInProcess) {
      const page = await entry.renderPage({ url, fetch: fetchInProcess });
      if (!page) return null;
      const { before, after } = templateOf(page, origin);
      const parts: Uint8Array[] = [Buffer.from(before)];
      const reader = page.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) parts.push(read.value);
      parts.push(Buffer.from(closingHtml(after, page.dataScript)));
      return { status: page.meta.status, html: Buffer.concat(parts) };
    },
  };
}
