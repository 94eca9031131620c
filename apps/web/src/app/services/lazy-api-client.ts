import type { ApiClient, ApiClientOptions } from "@taxlearn/api";

/**
 * The API client, loaded on first use: the client and its response schemas (effect) are the largest part of the
 * bundle and the page frame renders without them, so they arrive in their own chunk while the first screen loads.
 */
export function lazyApiClient(options: ApiClientOptions): ApiClient {
  let client: Promise<ApiClient> | null = null;
  const load = () => {
    client ??= import("@taxlearn/api").then(({ createApiClient }) => createApiClient(options));
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
