import type { Context } from "hono";

export type RequestInput = { ok: true; value: Record<string, unknown> } | { ok: false; reason: "invalid-json" };

/**
 * Keys that would reach an object's prototype machinery rather than be plain fields. A JSON body such as
 * `{"__proto__": {"account": …}}` must not make fields appear through the prototype, so these are never copied.
 */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/** An object without a prototype, so a field named like an Object.prototype member is just a field. */
const emptyInput = (): Record<string, unknown> => Object.create(null) as Record<string, unknown>;

function setField(target: Record<string, unknown>, key: string, value: unknown): void {
  if (FORBIDDEN_KEYS.has(key)) return;
  // defineProperty, not assignment: no setter on the target can run, whatever the key
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

/**
 * Query fields, then body fields (form-encoded or JSON), then path parameters, merged into one object
 * for the contract's request schema. Repeated query keys keep the first value.
 */
export async function collectRequestInput(c: Context): Promise<RequestInput> {
  const merged = emptyInput();
  const url = new URL(c.req.url);
  for (const [key, value] of url.searchParams) {
    if (!Object.hasOwn(merged, key)) setField(merged, key, value);
  }
  if (c.req.method !== "GET" && c.req.method !== "HEAD") {
    const type = c.req.header("content-type") ?? "";
    if (type.includes("application/json")) {
      const text = await c.req.text();
      if (text.trim() !== "") {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          return { ok: false, reason: "invalid-json" };
        }
        if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
          return { ok: false, reason: "invalid-json" };
        }
        // JSON.parse makes "__proto__" an own key; copying own keys one by one never follows it
        for (const [key, value] of Object.entries(parsed)) setField(merged, key, value);
      }
    } else if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
      const body = await c.req.parseBody();
      for (const [key, value] of Object.entries(body)) {
        setField(merged, key, Array.isArray(value) ? value[0] : value);
      }
    }
  }
  for (const [key, value] of Object.entries(c.req.param())) setField(merged, key, value);
  return { ok: true, value: merged };
}
