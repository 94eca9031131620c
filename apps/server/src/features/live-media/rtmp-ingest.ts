import { createRequire } from "node:module";
import type { Server, Socket } from "node:net";

/**
 * The RTMP ingest: node-media-server's RTMP protocol and broadcast hub (its RtmpServer only: no HTTP admin, no
 * store, no relay). Publishers connect to `rtmp://<host>:<port>/live/<stream key>`; every publish is handed to
 * `onPublish`, which accepts it (attaching a sink that receives the stream as FLV) or closes it.
 */

/** The server's logger, as this module needs it (server-context.ts imports the runtime, so not from there). */
export interface IngestLogger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** The RTMP application publishers use: `rtmp://host:port/live` + stream key. */
export const RTMP_APP = "live";

export interface PublishConnection {
  readonly id: string;
  readonly streamKey: string;
  readonly remoteAddress: string;
  /** Subscribes a sink: the FLV header, metadata, codec headers and the cached GOP first, then every tag. */
  attach(write: (chunk: Buffer) => void): () => void;
  close(): void;
  onClose(listener: () => void): void;
}

export interface RtmpIngest {
  readonly port: number;
  stop(): Promise<void>;
}

interface NmsSession {
  id: string;
  ip: string;
  protocol: string;
  streamApp: string;
  streamName: string;
  streamPath: string;
  socket?: Socket;
  broadcast: {
    publishGraceMs: number;
    postPlay(session: unknown): string | null;
    donePlay(session: unknown): void;
  };
  close(): void;
}
interface NmsModules {
  Context: { config: Record<string, unknown>; eventEmitter: NodeJS.EventEmitter; sessions: Map<string, unknown> };
  RtmpServer: new () => { tcpServer: Server; stop(): void };
  BaseSession: new () => NmsSession & { sendBuffer: (buffer: Buffer) => void };
  logger: { level: string };
}

const load = (): NmsModules => {
  const require = createRequire(import.meta.url);
  return {
    Context: require("node-media-server/src/core/context.js"),
    RtmpServer: require("node-media-server/src/server/rtmp_server.js"),
    BaseSession: require("node-media-server/src/session/base_session.js"),
    logger: require("node-media-server/src/core/logger.js"),
  };
};

/**
 * Starts listening; rejects when the port cannot be had (node-media-server's own `run()` would exit the process).
 * node-media-server keeps its state in one module-wide context, so a process runs one ingest at a time.
 */
export async function startRtmpIngest(options: {
  port: number;
  host: string;
  log: IngestLogger;
  onPublish: (connection: PublishConnection) => void;
}): Promise<RtmpIngest> {
  const nms = load();
  nms.logger.level = "error";
  nms.Context.config = { rtmp: { port: options.port }, bind: options.host };
  const rtmp = new nms.RtmpServer();
  const onPostPublish = (session: NmsSession) => {
    if (!session.socket) return;
    // the reconnect grace is ours (the session state, not the broadcast): a new publish starts a clean broadcast
    session.broadcast.publishGraceMs = 0;
    const socket = session.socket;
    if (session.streamApp !== RTMP_APP) {
      options.log.error("live ingest: refused a publish to an unknown application", {
        app: session.streamApp,
        from: session.ip,
      });
      session.close();
      return;
    }
    options.onPublish({
      id: session.id,
      streamKey: session.streamName,
      remoteAddress: session.ip,
      attach(write) {
        const sink = new nms.BaseSession();
        sink.protocol = "flv";
        sink.streamPath = session.streamPath;
        sink.sendBuffer = (buffer: Buffer) => write(buffer);
        session.broadcast.postPlay(sink);
        return () => session.broadcast.donePlay(sink);
      },
      close: () => session.close(),
      onClose: (listener) => {
        if (socket.destroyed) queueMicrotask(listener);
        else socket.once("close", listener);
      },
    });
  };
  nms.Context.eventEmitter.on("postPublish", onPostPublish);
  try {
    await new Promise<void>((resolve, reject) => {
      rtmp.tcpServer.once("error", reject);
      rtmp.tcpServer.listen(options.port, options.host, () => resolve());
    });
  } catch (error) {
    nms.Context.eventEmitter.off("postPublish", onPostPublish);
    throw error;
  }
  const address = rtmp.tcpServer.address();
  return {
    port: typeof address === "object" && address ? address.port : options.port,
    async stop() {
      nms.Context.eventEmitter.off("postPublish", onPostPublish);
      await new Promise<void>((resolve) => {
        rtmp.tcpServer.close(() => resolve());
        rtmp.stop();
      });
    },
  };
}
