import type { ApiClient, ApiClientOptions } from "@taxlearn/api";

/**
 * The browser's API client (decision 108: no response schemas, the data as the site's own server encoded them),
 * loaded on first use: the page frame renders without it, so it arrives in its own chunk while the first screen
 * loads.
 */
export function lazyApiClient(options: ApiClientOptions): ApiClient {
  let client: Promise<ApiClient> | null = null;
  const load = () => {
    client ??= import("@taxlearn/api/browser").then(({ createBrowserApiClient }) => createBrowserApiClient(options));
    return client;
  };
  return new Proxy({} as ApiClient, {
    get(_, name) {
      if (typeof name !== "string" || name === "then") return undefined;
      return (...args: unknown[]) =>
        load().then((loaded) => (loaded[name as keyof ApiClient] as (...input: unknown[]) => unknown)(...args));
    },
  });
}
