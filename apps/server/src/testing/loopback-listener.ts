import type { Server } from "node:http";
import { type ServerType, serve } from "@hono/node-server";

/** A server listening on a free loopback port, as tests and fake third parties need one. */
export interface LoopbackListener {
  readonly port: number;
  /** `http://127.0.0.1:<port>` */
  readonly baseUrl: string;
  /** Stops listening, closes every open connection and resolves once the server is closed. */
  readonly close: () => Promise<void>;
}

const listenerOf = (server: Server | ServerType): LoopbackListener => {
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("the server is not listening");
  return {
    port: address.port,
    baseUrl: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ("closeAllConnections" in server) server.closeAllConnections();
      }),
  };
};

/** Starts a Node HTTP server (a fake gateway, a bare server under test) on a free port of 127.0.0.1. */
export async function listenOnLoopback(server: Server): Promise<LoopbackListener> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return listenerOf(server);
}

/** Serves a fetch handler (the app under test) over real sockets on a free port of 127.0.0.1. */
export async function serveOnLoopback(
  fetch: (request: Request) => Response | Promise<Response>,
): Promise<LoopbackListener> {
  const server = await new Promise<ServerType>((resolve) => {
    const listening = serve({ fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(listening));
  });
  return listenerOf(server);
}
