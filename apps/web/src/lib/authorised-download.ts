import { STORAGE_KEYS } from "@taxlearn/core";

/**
 * Saves a file that answers only to the login token (an invoice or certificate PDF, a CSV or Excel export): fetched
 * with the token from storage as a header, never in a URL, and saved from a blob. A refusal, or an answer whose
 * content type `isExpected` rejects, comes back as the server's Chinese message.
 */
export async function downloadAuthorised(
  url: string,
  fileName: string,
  storage: Pick<Storage, "getItem">,
  isExpected: (contentType: string | null) => boolean,
  fetchImpl: typeof fetch = fetch,
): Promise<{ ok: true } | { ok: false; msg: string | null }> {
  const token = storage.getItem(STORAGE_KEYS.token);
  const response = await fetchImpl(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (response.status !== 200 || !isExpected(response.headers.get("content-type"))) {
    const body = (await response.json().catch(() => null)) as { msg?: string } | null;
    return { ok: false, msg: body?.msg ?? null };
  }
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return { ok: true };
}
