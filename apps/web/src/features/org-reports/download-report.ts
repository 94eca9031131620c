import { downloadAuthorised } from "../../lib/authorised-download";

const TYPES = {
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/** Downloads the report's CSV or XLSX, which answer only to the login token. */
export const downloadReport = (
  url: string,
  format: keyof typeof TYPES,
  fileName: string,
  storage: Pick<Storage, "getItem">,
) => downloadAuthorised(url, fileName, storage, (type) => type?.startsWith(TYPES[format]) ?? false);
