import type { Context } from "hono";

export type RequestInput = { ok: true; value: Record<string, unknown> } | { ok: false; reason: "invalid-json" };

/**
 * Query fields, then body fields (form-encoded or JSON), then path parameters, merged into one object
 * for the contract's request schema. Repeated query keys keep the first value.
 */
export async function collectRequestInput(c: Context): Promise<RequestInput> {
  const merged: Record<string, unknown> = {};
  const url = new URL(c.req.url);
  for (const [key, value] of url.searchParams) {
    if (!(key in merged)) merged[key] = value;
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
        Object.assign(merged, parsed);
      }
    } else if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
      const body = await c.req.parseBody();
      for (const [key, value] of Object.entries(body)) {
        merged[key] = Array.isArray(value) ? value[0] : value;
      }
    }
  }
  Object.assign(merged, c.req.param());
  return { ok: true, value: merged };
}
