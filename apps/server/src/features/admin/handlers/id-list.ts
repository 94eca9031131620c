/** The largest id an int4 column holds. */
const INT4_MAX = 2_147_483_647;

/**
 * A console form's list of ids (`1,2，3` or spaces): each must be plain digits within int4 and appear once, or the
 * whole list is refused (null). `Number()` alone would take `1e0` or `0x1`, and 99999999999 failed the query.
 */
export function parseIdList(text: string): number[] | null {
  const parts = text.split(/[,，\s]+/).filter((p) => p !== "");
  if (parts.some((p) => !/^[1-9]\d{0,9}$/.test(p))) return null;
  const ids = parts.map(Number);
  if (ids.some((id) => id > INT4_MAX) || new Set(ids).size !== ids.length) return null;
  return ids;
}
