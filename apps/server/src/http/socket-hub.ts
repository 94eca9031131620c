import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { type RawData, type WebSocket, WebSocketServer } from "ws";
import { openSockets } from "../shared/metrics";

/** A socket must present its pass this soon after opening. */
export const AUTH_TIMEOUT_MS = 10_000;
/** Pings this often; a socket that did not answer the previous ping is dropped. */
export const HEARTBEAT_MS = 30_000;

/** Close codes (4000–4999 are the application's). */
export const CLOSE = { unauthorised: 4001, forbidden: 4003, tooMany: 4008, badData: 1003, shutdown: 1012 } as const;
// shutdown is 1012 (Service Restart): the server is going away for a restart or a deploy and the web's socket clients
// reconnect (to this node once it is back, or to another behind the proxy)

/** Every socket protocol of the site answers a refused frame with this frame (Chinese text). */
export interface ErrorFrame {
  readonly type: "error";
  readonly msg: string;
}

/** A refusal: the socket gets an `error` frame; with a close code it is then closed. */
export class SocketRefusal extends Error {
  constructor(
    message: string,
    readonly closeCode?: number,
  ) {
    super(message);
  }
}

/** One authenticated socket; a protocol adds its own fields (role, session …). */
export interface HubConnection {
  readonly ws: WebSocket;
  readonly userId: number;
  /** The login (token hash) whose pass opened the socket: it closes when that login ends. */
  readonly tokenHash: string;
  alive: boolean;
  /** Frames of one socket are handled one after the other, in order. */
  queue: Promise<void>;
}

/** Who a socket is, once its pass is taken: the account and the login that asked for the pass. */
export interface HubIdentity {
  readonly userId: number;
  readonly tokenHash: string;
}

/** Where a hub learns that logins ended, and which are still live (auth/login-events on the server context). */
export interface LoginWatch {
  onEnded(listener: (userId: number) => void): () => void;
  stillLive(tokenHashes: readonly string[]): Promise<ReadonlySet<string>>;
}

export interface SocketHubOptions<A extends HubIdentity, C extends HubConnection> {
  path: string;
  maxPayload: number;
  maxSocketsPerUser: number;
  trustProxy?: boolean;
  log: { error(message: string, fields?: Record<string, unknown>): void };
  messages: { authFirst: string; authTimeout: string; tooManyConnections: string; loginEnded: string };
  /** A socket lives as long as its login: closed (4001) at once when it ends, re-checked at every heartbeat. */
  logins: LoginWatch;
  /** The first frame (text) → who this is; throws SocketRefusal (with a close code) to refuse. */
  authenticate(raw: string): Promise<A>;
  /** The connection of an authenticated socket (its protocol's fields added). */
  connection(base: HubConnection, auth: A): C;
  /** After the connection is counted: send the first frame (history, state). */
  ready(c: C): Promise<void>;
  /** Every later frame (text); a thrown SocketRefusal answers an `error` frame. */
  handle(c: C, raw: string): Promise<void>;
  /** A socket closed. */
  closed?(c: C): void;
}

/**
 * Origin check against cross-site WebSocket hijacking: a browser always sends Origin, and it must be this site's
 * (the Host the request came to). A client that is not a browser sends none and still needs a pass.
 */
export function sameOrigin(request: IncomingMessage, trustProxy: boolean): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    // behind a trusted reverse proxy the public host may arrive as X-Forwarded-Host
    const host = (trustProxy ? request.headers["x-forwarded-host"] : undefined) ?? request.headers.host;
    return new URL(origin).host === (Array.isArray(host) ? host[0] : host);
  } catch {
    return false;
  }
}

const refuseUpgrade = (socket: Duplex, status: string) => {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
};

interface UpgradeRoute {
  readonly wss: WebSocketServer;
  readonly trustProxy: boolean;
}

/** One `upgrade` listener per HTTP server, dispatching by path to the hubs attached to it. */
const upgradeRoutes = new WeakMap<Server, Map<string, UpgradeRoute>>();

function routeUpgrades(http: Server, path: string, route: UpgradeRoute): () => void {
  let routes = upgradeRoutes.get(http);
  if (!routes) {
    const table = new Map<string, UpgradeRoute>();
    routes = table;
    upgradeRoutes.set(http, table);
    http.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const target = table.get((request.url ?? "").split("?")[0] ?? "");
      if (!target) return refuseUpgrade(socket, "404 Not Found");
      if (!sameOrigin(request, target.trustProxy)) return refuseUpgrade(socket, "403 Forbidden");
      target.wss.handleUpgrade(request, socket, head, (ws) => target.wss.emit("connection", ws, request));
    });
  }
  if (routes.has(path)) throw new Error(`a socket is already attached at ${path}`);
  routes.set(path, route);
  return () => {
    routes.delete(path);
  };
}

/**
 * The plumbing every chat socket of the site shares (decision 040): a WebSocket at `path` on the node HTTP server,
 * Origin-checked; the first frame must authenticate within AUTH_TIMEOUT_MS (frames before it are refused, not
 * queued); at most `maxSocketsPerUser` sockets per account and process; frames of one socket handled in order; a
 * heartbeat drops dead sockets; text frames only; a socket closes when the login that opened it ends (logout,
 * password change), at once on the announcement and at the latest at the next heartbeat. No socket holds a database
 * connection.
 */
export function attachSocketHub<A extends HubIdentity, C extends HubConnection>(
  http: Server,
  options: SocketHubOptions<A, C>,
) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayload });
  const byUser = new Map<number, Set<C>>();
  const M = options.messages;

  const send = (ws: WebSocket, frame: unknown) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
  };
  const refuse = (ws: WebSocket, refusal: SocketRefusal) => {
    send(ws, { type: "error", msg: refusal.message } satisfies ErrorFrame);
    if (refusal.closeCode !== undefined) ws.close(refusal.closeCode, "refused");
  };

  async function authenticate(ws: WebSocket, raw: RawData): Promise<C | null> {
    let auth: A;
    try {
      auth = await options.authenticate(raw.toString("utf8"));
    } catch (error) {
      if (!(error instanceof SocketRefusal)) throw error;
      refuse(ws, error.closeCode === undefined ? new SocketRefusal(error.message, CLOSE.unauthorised) : error);
      return null;
    }
    const mine = byUser.get(auth.userId) ?? new Set<C>();
    if (mine.size >= options.maxSocketsPerUser) {
      refuse(ws, new SocketRefusal(M.tooManyConnections, CLOSE.tooMany));
      return null;
    }
    const connection = options.connection(
      { ws, userId: auth.userId, tokenHash: auth.tokenHash, alive: true, queue: Promise.resolve() },
      auth,
    );
    mine.add(connection);
    byUser.set(auth.userId, mine);
    // a login that ended while the pass was checked was announced before this socket was counted: look again
    if (!(await options.logins.stillLive([auth.tokenHash])).has(auth.tokenHash)) {
      refuse(ws, new SocketRefusal(M.loginEnded, CLOSE.unauthorised));
      return connection;
    }
    await options.ready(connection);
    return connection;
  }

  /** Closes the sockets among `candidates` whose login has ended. */
  async function closeEndedLogins(candidates: readonly C[]): Promise<void> {
    if (candidates.length === 0) return;
    const live = await options.logins.stillLive([...new Set(candidates.map((c) => c.tokenHash))]);
    for (const c of candidates) {
      if (!live.has(c.tokenHash)) refuse(c.ws, new SocketRefusal(M.loginEnded, CLOSE.unauthorised));
    }
  }
  const checkLogins = (candidates: readonly C[]) =>
    closeEndedLogins(candidates).catch((error: Error) =>
      options.log.error("socket login check failed", { path: options.path, error: error.message }),
    );
  const stopWatchingLogins = options.logins.onEnded((userId) => {
    void checkLogins([...(byUser.get(userId) ?? [])]);
  });

  wss.on("connection", (ws: WebSocket) => {
    let connection: C | null = null;
    let authenticating: Promise<void> | null = null;
    const authTimer = setTimeout(() => {
      if (!connection) refuse(ws, new SocketRefusal(M.authTimeout, CLOSE.unauthorised));
    }, AUTH_TIMEOUT_MS);
    authTimer.unref();

    ws.on("message", (raw, isBinary) => {
      if (isBinary) {
        ws.close(CLOSE.badData, "text only");
        return;
      }
      if (!connection) {
        if (authenticating) return;
        authenticating = authenticate(ws, raw)
          .then((c) => {
            connection = c;
            clearTimeout(authTimer);
          })
          .catch((error: Error) => {
            options.log.error("socket authentication failed", { path: options.path, error: error.message });
            ws.close(CLOSE.unauthorised, "error");
          });
        return;
      }
      const c = connection;
      c.queue = c.queue.then(() =>
        options.handle(c, raw.toString("utf8")).catch((error: unknown) => {
          if (error instanceof SocketRefusal) refuse(c.ws, error);
          else options.log.error("socket frame failed", { path: options.path, error: String(error) });
        }),
      );
    });
    ws.on("pong", () => {
      if (connection) connection.alive = true;
    });
    openSockets.inc({ kind: options.path });
    ws.on("close", () => {
      openSockets.dec({ kind: options.path });
      clearTimeout(authTimer);
      if (!connection) return;
      const mine = byUser.get(connection.userId);
      mine?.delete(connection);
      if (mine?.size === 0) byUser.delete(connection.userId);
      options.closed?.(connection);
    });
    ws.on("error", () => {});
  });

  const heartbeat = setInterval(() => {
    // logins that ended without an announcement (expired, an account disabled) close here
    void checkLogins([...byUser.values()].flatMap((set) => [...set]));
    for (const set of byUser.values()) {
      for (const c of set) {
        if (!c.alive) c.ws.terminate();
        else {
          c.alive = false;
          c.ws.ping();
        }
      }
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const detach = routeUpgrades(http, options.path, { wss, trustProxy: options.trustProxy ?? false });

  return {
    send,
    /** The open connections of one account on this process. */
    connectionsOf: (userId: number): C[] => [...(byUser.get(userId) ?? [])],
    /** Every open connection on this process. */
    all: (): C[] => [...byUser.values()].flatMap((set) => [...set]),
    /** Sockets open now, by account (tests and the connection limit). */
    socketsOf: (userId: number) => byUser.get(userId)?.size ?? 0,
    close: async () => {
      clearInterval(heartbeat);
      stopWatchingLogins();
      detach();
      for (const client of wss.clients) client.close(CLOSE.shutdown, "shutdown");
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
