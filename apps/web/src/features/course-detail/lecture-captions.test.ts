import { describe, expect, it, vi } from "vitest";
import { fetchCaptions } from "./lecture-captions";

const answer = (status: number, type: string, body: string) =>
  vi.fn(async () => new Response(body, { status, headers: { "content-type": type } }));

describe("fetchCaptions", () => {
  it("fetches the captions with the login token and keeps the WebVTT file", async () => {
    const fetchImpl = answer(200, "text/vtt; charset=utf-8", "WEBVTT\n\n");
    const vtt = await fetchCaptions("/api/lecture/captions/100101", "tok", fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith("/api/lecture/captions/100101", {
      headers: { Authorization: "Bearer tok" },
    });
    expect(vtt).toBe("WEBVTT\n\n");
  });

  it("gives none for a refusal, a missing file, another content type or a network failure", async () => {
    const refusal = JSON.stringify({ status: 403, success: false, msg: "购买后即可观看", data: null });
    expect(await fetchCaptions("/c", "tok", answer(403, "application/json", refusal))).toBeNull();
    expect(await fetchCaptions("/c", null, answer(404, "application/json", "{}"))).toBeNull();
    expect(await fetchCaptions("/c", "tok", answer(200, "text/html", "<html>"))).toBeNull();
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await fetchCaptions("/c", null, offline)).toBeNull();
    expect(offline).toHaveBeenCalledWith("/c", { headers: {} });
  });
});
