/** Split a comma-separated list (ASCII or Chinese commas), trimming entries and dropping empty ones. */
export const splitCommaList = (text: string | null | undefined): string[] =>
  (text ?? "")
    .split(/[,，]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
