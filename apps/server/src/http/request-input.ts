import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { nestsDeeperThan } from "./nesting-depth";

/** Why a body could not be read: each is a 400 with its own message (never a 500). */
export type RequestInputProblem = "invalid-json" | "invalid-form" | "unsupported-charset" | "too-deep";

export type RequestInput = { ok: true; value: Record<string, unknown> } | { ok: false; reason: RequestInputProblem };

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

const UTF8_LABELS: ReadonlySet<string> = new Set(["utf-8", "utf8", "unicode-1-1-utf-8", "us-ascii"]);

/** `Application/JSON; Charset="UTF-8"` → `{ mediaType: "application/json", charset: "utf-8" }`. */
function parseContentType(header: string): { mediaType: string; charset: string | null } {
  const [type = "", ...parameters] = header.split(";");
  let charset: string | null = null;
  for (const parameter of parameters) {
    const [name = "", value = ""] = parameter.split("=");
    if (name.trim().toLowerCase() === "charset")
      charset = value
        .trim()
        .replace(/^"(.*)"$/, "$1")
        .toLowerCase();
  }
  return { mediaType: type.trim().toLowerCase(), charset };
}

/**
 * The body as UTF-8 text without a leading byte-order mark. Under @hono/node-server a body with a Content-Length
 * (already checked against the body limit, and held to it by Node's parser) is read straight from Node's request:
 * building the Fetch request's web stream costs several times what a cached search answer does. Any other body
 * (chunked, so possibly behind the body limit's counting wrapper) is read through the Fetch request.
 */
async function bodyText(c: Context): Promise<string> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming === undefined || c.req.header("content-length") === undefined || incoming.readableDidRead) {
    return await c.req.text();
  }
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text.startsWith("\uFEFF") ? text.slice(1) : text;
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
    const { mediaType, charset } = parseContentType(c.req.header("content-type") ?? "");
    const isJson = mediaType === "application/json";
    const isForm = mediaType === "application/x-www-form-urlencoded" || mediaType === "multipart/form-data";
    // bodies are read as UTF-8 (what browsers send); another declared charset would be silently garbled
    if ((isJson || isForm) && charset !== null && !UTF8_LABELS.has(charset)) {
      return { ok: false, reason: "unsupported-charset" };
    }
    if (isJson) {
      const text = await bodyText(c);
      if (text.trim() !== "") {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          return { ok: false, reason: "invalid-json" };
        }
        // JSON.parse does not recurse, but schema decoding, JSON.stringify and PostgreSQL's jsonb parser do
        if (nestsDeeperThan(text)) return { ok: false, reason: "too-deep" };
        if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
          return { ok: false, reason: "invalid-json" };
        }
        // JSON.parse makes "__proto__" an own key; copying own keys one by one never follows it
        for (const [key, value] of Object.entries(parsed)) setField(merged, key, value);
      }
    } else if (isForm) {
      let body: Awaited<ReturnType<typeof c.req.parseBody>>;
      try {
        body = await c.req.parseBody();
      } catch {
        // a multipart body that does not match its boundary (or has none) makes the form parser throw
        return { ok: false, reason: "invalid-form" };
      }
      for (const [key, value] of Object.entries(body)) {
        setField(merged, key, Array.isArray(value) ? value[0] : value);
      }
    }
  }
  for (const [key, value] of Object.entries(c.req.param())) setField(merged, key, value);
  return { ok: true, value: merged };
}
