/**
 * JSON with every object's keys in sorted order, so two requests that differ only in field order give one text
 * (a cache key). Values JSON cannot hold are written as JSON.stringify writes them.
 */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => stableJson(item ?? null)).join(",")}]`;
  if (value !== null && typeof value === "object" && !(value instanceof Date)) {
    const fields = Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`);
    return `{${fields.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
