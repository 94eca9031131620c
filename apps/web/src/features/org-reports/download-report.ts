import { STORAGE_KEYS } from "@taxlearn/core";

const TYPES = {
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/**
 * Downloads the report's CSV or XLSX. The export answers only to the login token (sent as a header, never in a
 * URL), so it is fetched and saved from a blob; a refusal comes back as the server's Chinese message.
 */
export async function downloadReport(
  url: string,
  format: keyof typeof TYPES,
  fileName: string,
  storage: Pick<Storage, "getItem">,
): Promise<{ ok: true } | { ok: false; msg: string | null }> {
  const token = storage.getItem(STORAGE_KEYS.token);
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (response.status !== 200 || !response.headers.get("content-type")?.startsWith(TYPES[format])) {
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
