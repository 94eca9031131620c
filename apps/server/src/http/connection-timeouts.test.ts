import { createServer, type Server } from "node:http";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type LoopbackListener, listenOnLoopback } from "../testing/loopback-listener";
import { applyConnectionTimeouts, KEEP_ALIVE_TIMEOUT_MS } from "./connection-timeouts";

const listeners: LoopbackListener[] = [];
afterEach(async () => {
  for (const listener of listeners.splice(0)) await listener.close();
});

async function listening(server: Server): Promise<number> {
  const listener = await listenOnLoopback(server);
  listeners.push(listener);
  return listener.port;
}

/** One GET on an open connection; resolves with the status line of its answer. */
function get(socket: Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (socket.readyState !== "open") {
      reject(new Error("the server had closed the connection"));
      return;
    }
    let received = "";
    const onData = (chunk: Buffer) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n\r\n") && received.endsWith("ok")) {
        socket.off("data", onData);
        resolve(received.split("\r\n")[0] ?? "");
      }
    };
    socket.on("data", onData);
    socket.once("close", () => reject(new Error("the server closed the connection")));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
  });
}

describe("keep-alive connections", () => {
  it("outlast a proxy's or pooled client's idle time, so the client is the one to close them", () => {
    const server = createServer();
    applyConnectionTimeouts(server);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  // Node closes an idle connection after its keepAliveTimeout (5 s by default) and a 1 s margin
  it("answer a second request sent on the same connection after 7 s of idleness", async () => {
    const server = createServer((_request, response) => response.end("ok"));
    applyConnectionTimeouts(server);
    const port = await listening(server);
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    expect(await get(socket, "/first")).toBe("HTTP/1.1 200 OK");
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(await get(socket, "/second")).toBe("HTTP/1.1 200 OK");
    socket.destroy();
  }, 15_000);
});
