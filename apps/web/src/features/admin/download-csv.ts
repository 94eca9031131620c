import { downloadAuthorised } from "../../lib/authorised-download";

/** Downloads the orders CSV, which answers only to the login token. */
export const downloadCsv = (
  url: string,
  fileName: string,
  storage: Pick<Storage, "getItem">,
  fetchImpl: typeof fetch = fetch,
) => downloadAuthorised(url, fileName, storage, (type) => type?.startsWith("text/csv") ?? false, fetchImpl);
