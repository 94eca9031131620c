/**
 * PostgreSQL text cannot hold U+0000, and a lone UTF-16 surrogate (which a JSON body can spell as "\ud800") has no
 * UTF-8 form: either one in a field reached the database and failed the query (an internal error). No field of any
 * call has a use for them, so the route layer refuses such input up front as an invalid field.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes("\u0000") || LONE_SURROGATE.test(text);

/** The name of the first field whose value (at any depth, keys included) holds unstorable text, else null. */
export function firstUnstorableField(input: Record<string, unknown>): string | null {
  for (const [key, value] of Object.entries(input)) {
    if (unstorable(key) || holdsUnstorableText(value, 0)) return unstorable(key) ? "body" : key;
  }
  return null;
}

function holdsUnstorableText(value: unknown, depth: number): boolean {
  if (typeof value === "string") return unstorable(value);
  // deeper than any contract's input: such values fail the request schema anyway
  if (value === null || typeof value !== "object" || depth > 32) return false;
  for (const [key, inner] of Object.entries(value)) {
    if (unstorable(key) || holdsUnstorableText(inner, depth + 1)) return true;
  }
  return false;
}
