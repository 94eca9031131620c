/** A console form's check of one field or a whole form: the value to store, or a refusal naming the field. */
export type Check<T> = { ok: true; value: T } | { ok: false; message: string };
export const refuse = <T>(message: string): Check<T> => ({ ok: false, message });
/** Characters as a reader counts them (a supplementary-plane character is one). */
export const chars = (text: string) => [...text].length;

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

// a calendar day PostgreSQL's date column takes: `0000-00-00` is no date (and made toISOString throw), nor is year 0
export const isDay = (text: string) => {
  if (!/^[1-9]\d{3}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
};

/** A schedule time typed as Beijing wall time (YYYY-MM-DDTHH:mm); null when it is not one. */
export const beijingInstant = (text: string): Date | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return null;
  const at = new Date(`${text}:00+08:00`);
  return Number.isNaN(at.getTime()) || !isDay(text.slice(0, 10)) ? null : at;
};
