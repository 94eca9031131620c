import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { bodySizeLimit } from "./body-size-limit";

/** An app behind the limit, and a request that records whether anything asked for its body stream. */
function limitedApp(maxSize: number) {
  const app = new Hono();
  app.use("*", bodySizeLimit({ maxSize, onError: (c) => c.text("too large", 413) }));
  app.post("/", (c) => c.text("ok"));
  const send = (headers: Record<string, string>, body: string) => {
    const request = new Request("http://localhost/", { method: "POST", headers, body });
    const seen = { body: false };
    const stream = request.body;
    Object.defineProperty(request, "body", {
      get() {
        seen.body = true;
        return stream;
      },
    });
    return { response: app.fetch(request), seen };
  };
  return send;
}

describe("the request body size limit", () => {
  it("decides a declared length from the header alone, without touching the body stream", async () => {
    const send = limitedApp(10);
    const within = send({ "content-length": "10" }, "0123456789");
    expect((await within.response).status).toBe(200);
    expect(within.seen.body).toBe(false);
    const over = send({ "content-length": "11" }, "0123456789a");
    expect((await over.response).status).toBe(413);
    expect(over.seen.body).toBe(false);
  });

  it("counts a chunked body as it arrives and refuses it past the limit", async () => {
    const send = limitedApp(10);
    const over = send({ "transfer-encoding": "chunked" }, "0123456789a");
    expect((await over.response).status).toBe(413);
    expect(over.seen.body).toBe(true);
    expect((await send({ "transfer-encoding": "chunked" }, "0123456789").response).status).toBe(200);
  });
});
