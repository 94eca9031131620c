export interface TextPart {
  text: string;
  match: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Splits `text` around every case-insensitive occurrence of the trimmed `keyword`. */
export function splitMatches(text: string, keyword: string): TextPart[] {
  const needle = keyword.trim();
  if (needle === "") return text === "" ? [] : [{ text, match: false }];
  // With one capture group, split puts the matches at the odd indexes.
  return text
    .split(new RegExp(`(${escapeRegExp(needle)})`, "giu"))
    .map((part, index) => ({ text: part, match: index % 2 === 1 }))
    .filter((part) => part.text !== "");
}
