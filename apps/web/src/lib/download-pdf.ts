import { downloadAuthorised } from "./authorised-download";

/** Downloads a PDF that answers only to the login token (a certificate, an invoice). */
export const downloadAuthorisedPdf = (
  pdfUrl: string,
  fileName: string,
  storage: Pick<Storage, "getItem">,
  fetchImpl: typeof fetch = fetch,
) => downloadAuthorised(pdfUrl, fileName, storage, (type) => type === "application/pdf", fetchImpl);
