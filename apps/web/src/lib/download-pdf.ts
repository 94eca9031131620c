import { STORAGE_KEYS } from "@taxlearn/core";

/**
 * Downloads a PDF that answers only to the login token (a certificate, an invoice): fetched with the token from
 * storage and saved from a blob; a failure comes back as the server's Chinese message.
 */
export async function downloadAuthorisedPdf(
  pdfUrl: string,
  fileName: string,
  storage: Pick<Storage, "getItem">,
  fetchImpl: typeof fetch = fetch,
): Promise<{ ok: true } | { ok: false; msg: string | null }> {
  const token = storage.getItem(STORAGE_KEYS.token);
  const response = await fetchImpl(pdfUrl, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (response.status !== 200 || response.headers.get("content-type") !== "application/pdf") {
    const body = (await response.json().catch(() => null)) as { msg?: string } | null;
    return { ok: false, msg: body?.msg ?? null };
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { ok: true };
}
