import type { ServerContext } from "../../server-context";
import { RTMP_APP, type RtmpIngest, startRtmpIngest } from "./rtmp-ingest";

export const DEFAULT_RTMP_PORT = 1935;
export const DEFAULT_RTMP_HOST = "127.0.0.1";

/**
 * Starts the RTMP ingest for this server's live sessions (LIVE_RTMP_PORT, LIVE_RTMP_HOST) and tells the studio the
 * address to show: LIVE_RTMP_PUBLIC_URL when publishers reach it through another name, else the ingest's own.
 */
export async function startLiveIngest(
  server: ServerContext,
  options: { port: number; host: string; publicUrl?: string },
): Promise<RtmpIngest> {
  const ingest = await startRtmpIngest({
    port: options.port,
    host: options.host,
    log: server.log,
    onPublish: (connection) => void server.live.publish(connection),
  });
  const host = options.host === "0.0.0.0" || options.host === "::" ? "127.0.0.1" : options.host;
  server.live.rtmpUrl = options.publicUrl || `rtmp://${host}:${ingest.port}/${RTMP_APP}`;
  return ingest;
}

/** The ingest settings from the environment; a malformed port stops the start with the reason. */
export function ingestSettingsFromEnv(env: Readonly<Record<string, string | undefined>>) {
  const port = env.LIVE_RTMP_PORT ? Number(env.LIVE_RTMP_PORT) : DEFAULT_RTMP_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`LIVE_RTMP_PORT must be a port number, got "${env.LIVE_RTMP_PORT}"`);
  }
  return { port, host: env.LIVE_RTMP_HOST || DEFAULT_RTMP_HOST, publicUrl: env.LIVE_RTMP_PUBLIC_URL || undefined };
}
