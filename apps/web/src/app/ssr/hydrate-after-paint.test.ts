import { afterEach, describe, expect, it } from "vitest";
import {
  afterPaintOrInput,
  HYDRATION_BOOT_SELECTOR,
  HYDRATION_WAIT_CAP_MS,
  hydrateAfterPaint,
  hydrationModules,
  startModules,
} from "./hydrate-after-paint";

/** A window whose frames and timers run only when the test says so. */
function controlledWindow() {
  const frames: Array<() => void> = [];
  const timers: Array<{ at: number; run: () => void }> = [];
  let now = 0;
  const win = {
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(() => callback(now)),
    setTimeout: (handler: () => void, ms = 0) => timers.push({ at: now + ms, run: handler }),
  } as unknown as Pick<Window, "requestAnimationFrame" | "setTimeout">;
  return {
    win,
    /** draws one frame: the callbacks queued before it */
    drawFrame() {
      for (const callback of frames.splice(0)) callback();
    },
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

const settledYet = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return settled;
};

const priorityImage = (complete: boolean) => {
  const image = document.createElement("img");
  image.setAttribute("fetchpriority", "high");
  Object.defineProperty(image, "complete", { value: complete, configurable: true });
  document.body.append(image);
  return image;
};

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe("the modules a server-rendered page names", () => {
  it("reads the entry and the preloads from the boot element, and nothing without one", () => {
    const boot = document.createElement("script");
    boot.setAttribute("data-hydrate-entry", "/assets/index.js");
    boot.setAttribute("data-hydrate-preload", "/assets/web.js  /assets/home-screen.js");
    document.head.append(boot);
    expect(hydrationModules(document.querySelector(HYDRATION_BOOT_SELECTOR))).toEqual({
      entry: "/assets/index.js",
      preload: ["/assets/web.js", "/assets/home-screen.js"],
    });
    boot.setAttribute("data-hydrate-preload", "");
    expect(hydrationModules(boot)?.preload).toEqual([]);
    expect(hydrationModules(null)).toBeNull();
    expect(hydrationModules(document.createElement("script"))).toBeNull();
  });

  it("starts the preloads first and then the entry's module script, same-origin with CORS like the build's tags", () => {
    startModules(document, { entry: "/assets/index.js", preload: ["/assets/web.js", "/assets/screen.js"] });
    const started = [...document.head.children].map((element) => [
      element.tagName,
      element.getAttribute("rel") ?? element.getAttribute("type"),
      element.getAttribute("href") ?? element.getAttribute("src"),
      element.getAttribute("crossorigin"),
    ]);
    expect(started).toEqual([
      ["LINK", "modulepreload", "/assets/web.js", "anonymous"],
      ["LINK", "modulepreload", "/assets/screen.js", "anonymous"],
      ["SCRIPT", "module", "/assets/index.js", "anonymous"],
    ]);
  });
});

describe("when hydration starts", () => {
  it("waits for the priority image to load, then for the frame that paints it and the next one", async () => {
    const image = priorityImage(false);
    const browser = controlledWindow();
    const waiting = afterPaintOrInput(document, browser.win);
    browser.drawFrame();
    expect(await settledYet(waiting)).toBe(false);
    image.dispatchEvent(new Event("load"));
    browser.drawFrame();
    expect(await settledYet(waiting)).toBe(false);
    browser.drawFrame();
    expect(await settledYet(waiting)).toBe(true);
  });

  it("does not wait on an image that failed to load", async () => {
    const image = priorityImage(false);
    const browser = controlledWindow();
    const waiting = afterPaintOrInput(document, browser.win);
    image.dispatchEvent(new Event("error"));
    browser.drawFrame();
    browser.drawFrame();
    expect(await settledYet(waiting)).toBe(true);
  });

  it("waits two frames when the image is already loaded, or the page has none", async () => {
    for (const setUp of [() => priorityImage(true), () => undefined]) {
      document.body.replaceChildren();
      setUp();
      const browser = controlledWindow();
      const waiting = afterPaintOrInput(document, browser.win);
      browser.drawFrame();
      expect(await settledYet(waiting)).toBe(false);
      browser.drawFrame();
      expect(await settledYet(waiting)).toBe(true);
    }
  });

  it("starts at the visitor's first touch, key or focus, without waiting for the image", async () => {
    const inputs = [
      new Event("pointerdown"),
      new Event("touchstart"),
      new KeyboardEvent("keydown"),
      new FocusEvent("focusin"),
    ];
    for (const input of inputs) {
      document.body.replaceChildren();
      priorityImage(false);
      const browser = controlledWindow();
      const waiting = afterPaintOrInput(document, browser.win);
      expect(await settledYet(waiting)).toBe(false);
      document.body.dispatchEvent(input);
      expect(await settledYet(waiting), input.type).toBe(true);
    }
  });

  it("never waits longer than the cap: an image that never loads, a background tab that draws no frames", async () => {
    priorityImage(false);
    const browser = controlledWindow();
    const waiting = afterPaintOrInput(document, browser.win);
    browser.advance(HYDRATION_WAIT_CAP_MS - 1);
    expect(await settledYet(waiting)).toBe(false);
    browser.advance(1);
    expect(await settledYet(waiting)).toBe(true);
  });

  it("starts the named modules after the paint, and does nothing on a page without a boot element", async () => {
    const boot = document.createElement("script");
    boot.setAttribute("data-hydrate-entry", "/assets/index.js");
    boot.setAttribute("data-hydrate-preload", "/assets/web.js");
    document.head.append(boot);
    const frames: FrameRequestCallback[] = [];
    const win = { requestAnimationFrame: (f: FrameRequestCallback) => frames.push(f), setTimeout: () => 0 };
    const run = hydrateAfterPaint(document, win as unknown as Window);
    expect(document.head.querySelector("script[src]")).toBeNull();
    frames.shift()?.(0);
    frames.shift()?.(0);
    await run;
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute("href")).toBe("/assets/web.js");
    expect(document.head.querySelector('script[type="module"]')?.getAttribute("src")).toBe("/assets/index.js");

    document.head.replaceChildren();
    await hydrateAfterPaint(document, win as unknown as Window);
    expect(document.head.children).toHaveLength(0);
  });
});
