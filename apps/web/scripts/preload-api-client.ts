import type { Plugin } from "vite";

/** The module of the browser's API client (packages/api src/client/browser-client.ts, decision 108). */
const API_CLIENT_MODULE = /[\\/]packages[\\/]api[\\/]src[\\/]client[\\/]browser-client\.ts$/;

/**
 * Adds a `<link rel="modulepreload">` for the API client's chunk to index.html. The app imports the client lazily
 * (the frame paints without it), but every page's first read needs it: fetched beside the app's own chunk, it is
 * there when the first read starts instead of one round trip later. Its bytes were downloaded by every first visit
 * already.
 */
export function preloadApiClient(): Plugin {
  return {
    name: "taxlearn:preload-api-client",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === "chunk" && output.moduleIds.some((id) => API_CLIENT_MODULE.test(id)),
        );
        if (!chunk)
          throw new Error("no chunk holds the browser's API client (packages/api src/client/browser-client.ts)");
        return [
          {
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: "head",
          },
        ];
      },
    },
  };
}
