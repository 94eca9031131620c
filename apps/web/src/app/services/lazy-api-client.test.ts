import { describe, expect, it, vi } from "vitest";
import { lazyApiClient } from "./lazy-api-client";

describe("lazily loaded API client", () => {
  it("loads the real client on first call and forwards calls with their input", async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ status: 200, success: true, msg: "ok", data: null })),
    );
    const api = lazyApiClient({ baseUrl: "http://site.test", storage: { getItem: () => null }, fetch });
    expect(fetch).not.toHaveBeenCalled();
    const result = await api.logout();
    expect(result).toMatchObject({ status: 200, success: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe("http://site.test/api/auth/logout");
  });

  it("is not mistaken for a promise", () => {
    const api = lazyApiClient({ baseUrl: "http://site.test", storage: { getItem: () => null } });
    expect((api as unknown as { then?: unknown }).then).toBeUndefined();
  });
});
