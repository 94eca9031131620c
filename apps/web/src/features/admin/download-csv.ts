import { STORAGE_KEYS } from "@taxlearn/core";

/**
 * Downloads the orders CSV. The export answers only to the login token (kept in storage, sent as a header, never
 * in a URL), so it is fetched and saved from a blob; a refusal comes back as the server's Chinese message.
 */
export async function downloadCsv(
  url: string,
  fileName: string,
  storage: Pick<Storage, "getItem">,
  fetchImpl: typeof fetch = fetch,
): Promise<{ ok: true } | { ok: false; msg: string | null }> {
  const token = storage.getItem(STORAGE_KEYS.token);
  const response = await fetchImpl(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (response.status !== 200 || !response.headers.get("content-type")?.startsWith("text/csv")) {
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
