import type { MiddlewareHandler } from "hono";
import { SERVER_MESSAGES } from "../messages";
import { envelopeJson, sendJsonText } from "./envelope";
import { nestsDeeperThan } from "./nesting-depth";

/**
 * The body check of the routes outside the contracts that read a form or JSON body themselves (the sandbox
 * providers' pages and APIs): a multipart body that does not match its boundary, or has none, made hono's
 * `parseBody` throw inside the route (a 500); JSON nested thousands of levels deep could overflow the stack. Such a
 * body is refused here with the contract routes' 400s; a readable one is parsed once and stays in hono's body cache,
 * where the route's own `parseBody()` / `json()` finds it.
 */
export function readablePageBody(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return next();
    const mediaType = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (mediaType === "multipart/form-data" || mediaType === "application/x-www-form-urlencoded") {
      try {
        await c.req.parseBody();
      } catch {
        return sendJsonText(c, envelopeJson(400, SERVER_MESSAGES.invalidForm, null), 400);
      }
    } else if (mediaType === "application/json" || mediaType.endsWith("+json")) {
      if (nestsDeeperThan(await c.req.text())) {
        return sendJsonText(c, envelopeJson(400, SERVER_MESSAGES.bodyTooDeep, null), 400);
      }
    }
    await next();
  };
}
