/**
 * How deep a request's JSON may nest. No call takes more than a few levels (an exam's answers, a list of ids); the
 * limit only has to keep recursive code (schema decoding, JSON.stringify, PostgreSQL's jsonb parser) far from its
 * stack limit: an array 20 000 levels deep in a 40 KB body used to end in a stack overflow and a 500.
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, counted in one pass without parsing (so it is
 * safe on any input, JSON or not); brackets inside strings do not count.
 */
export function nestsDeeperThan(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/**
 * A text field holding JSON (`jsonParam`, an exam's `answers`) that nests too deep. Only text that is JSON counts
 * (V8's JSON.parse does not recurse, so trying is safe): a comment that opens many brackets is just text.
 */
const tooDeepJsonText = (value: string): boolean => {
  if (!/^\s*[[{]/.test(value) || !nestsDeeperThan(value)) return false;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
};

/** The first field of a request's merged input holding JSON text nested too deep (at any level), or null. */
export function firstTooDeepJsonField(input: Record<string, unknown>): string | null {
  for (const [key, value] of Object.entries(input)) {
    if (holdsTooDeepJsonText(value, 0)) return key;
  }
  return null;
}

function holdsTooDeepJsonText(value: unknown, depth: number): boolean {
  if (typeof value === "string") return tooDeepJsonText(value);
  // the body itself is at most MAX_JSON_DEPTH deep (request-input.ts refuses deeper bodies before this)
  if (value === null || typeof value !== "object" || depth > MAX_JSON_DEPTH) return false;
  for (const inner of Object.values(value)) {
    if (holdsTooDeepJsonText(inner, depth + 1)) return true;
  }
  return false;
}
