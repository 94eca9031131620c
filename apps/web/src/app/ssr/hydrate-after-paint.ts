/**
 * Hydration after the first paint of a server-rendered page (decision 116). The page is whole in its HTML and CSS; its
 * scripts only make it interactive. Fetched beside the HTML, they shared the link with the page's largest image (the
 * first carousel slide on /home) and pushed its paint back on a slow phone. The server therefore links only this
 * small module, with the page's scripts named in data attributes; it fetches them once the page's priority image has
 * been painted, at the visitor's first input, or after `HYDRATION_WAIT_CAP_MS`, whichever comes first.
 *
 * No imports: this is its own entry of the build, a few hundred bytes.
 */

/** The element the server writes: `<script type="module" src=… data-hydrate-entry=… data-hydrate-preload=…>`. */
export const HYDRATION_BOOT_SELECTOR = "script[data-hydrate-entry]";

/** Hydration never waits longer than this for the paint (a stalled image; a tab opened in the background draws no frames). */
export const HYDRATION_WAIT_CAP_MS = 3000;

export interface HydrationModules {
  /** the app's entry module, run as a module script */
  readonly entry: string;
  /** the chunks it imports at once, and the page's screen chunks, preloaded beside it */
  readonly preload: readonly string[];
}

/** The modules named on the boot element, or null when there is none (a page the browser renders itself). */
export function hydrationModules(boot: Element | null): HydrationModules | null {
  const entry = boot?.getAttribute("data-hydrate-entry");
  if (!boot || !entry) return null;
  const preload = (boot.getAttribute("data-hydrate-preload") ?? "").split(" ").filter((file) => file !== "");
  return { entry, preload };
}

/** What a visitor does first that needs the scripts: hydration starts at once rather than after the paint. */
const FIRST_INPUT_EVENTS = ["pointerdown", "touchstart", "keydown", "focusin"] as const;

/**
 * Resolves once the page's priority image has loaded (or failed) and a frame has been drawn with it (the frame after
 * the load paints it; the next one begins once that paint has been presented), or at the visitor's first touch, key
 * or focus, or after `capMs`: whichever comes first.
 */
export function afterPaintOrInput(
  doc: Document,
  win: Pick<Window, "requestAnimationFrame" | "setTimeout">,
  capMs = HYDRATION_WAIT_CAP_MS,
): Promise<void> {
  const listening = new AbortController();
  return new Promise<void>((resolve) => {
    const image = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const afterNextPaint = () => win.requestAnimationFrame(() => win.requestAnimationFrame(() => resolve()));
    if (!image || image.complete) afterNextPaint();
    else {
      image.addEventListener("load", afterNextPaint, { once: true, signal: listening.signal });
      image.addEventListener("error", afterNextPaint, { once: true, signal: listening.signal });
    }
    for (const type of FIRST_INPUT_EVENTS) {
      doc.addEventListener(type, () => resolve(), { capture: true, passive: true, signal: listening.signal });
    }
    win.setTimeout(resolve, capMs);
  }).finally(() => listening.abort());
}

/** Appends the preloads and then the entry's module script: the same requests the HTML made before, now after paint. */
export function startModules(doc: Document, modules: HydrationModules): void {
  for (const file of modules.preload) {
    const link = doc.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "anonymous";
    link.href = file;
    doc.head.append(link);
  }
  const script = doc.createElement("script");
  script.type = "module";
  script.crossOrigin = "anonymous";
  script.src = modules.entry;
  doc.head.append(script);
}

/** The boot's whole run: read the modules, wait for the paint, start them. */
export async function hydrateAfterPaint(doc: Document, win: Window): Promise<void> {
  const modules = hydrationModules(doc.querySelector(HYDRATION_BOOT_SELECTOR));
  if (!modules) return;
  await afterPaintOrInput(doc, win);
  startModules(doc, modules);
}
