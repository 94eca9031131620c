import { useEffect, useState } from "react";

/**
 * The lecture's WebVTT captions as a blob URL for the player's `<track>`. The file answers only to the login
 * token (the same entitlement as the video), which a `<track src>` request cannot send, so it is fetched with the
 * token; a lecture without captions, or a failed fetch, plays without them (no 字幕 button).
 */
export async function fetchCaptions(
  url: string,
  token: string | null,
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  try {
    const response = await fetchImpl(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (response.status !== 200 || !(response.headers.get("content-type") ?? "").startsWith("text/vtt")) return null;
    return await response.text();
  } catch {
    return null;
  }
}

/** The blob URL of the captions at `url` (null: none), revoked when the lecture changes or the player goes. */
export function useLectureCaptions(url: string | null, token: string | null): string | undefined {
  const [src, setSrc] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!url) return;
    let current: string | undefined;
    let cancelled = false;
    void fetchCaptions(url, token).then((vtt) => {
      if (cancelled || vtt === null) return;
      current = URL.createObjectURL(new Blob([vtt], { type: "text/vtt" }));
      setSrc(current);
    });
    return () => {
      cancelled = true;
      if (current) URL.revokeObjectURL(current);
      setSrc(undefined);
    };
  }, [url, token]);
  return src;
}
