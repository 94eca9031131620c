import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "@20minutes/s3rver";
import type { S3Settings } from "../s3-media-store";

export interface S3TestServer {
  /** What MEDIA_STORE=s3 reads, pointing at this server (path style). */
  readonly env: Readonly<Record<string, string>>;
  readonly settings: S3Settings;
  /** The folder s3rver keeps the bucket in. */
  readonly directory: string;
  close(): Promise<void>;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;

/**
 * A real S3-protocol server in this process (s3rver, on a free loopback port, files in a new temporary folder) with
 * one bucket. s3rver has no ListParts and no AbortMultipartUpload, which @tus/s3-store calls on every resumed upload
 * and on removal; they are added here over s3rver's own part files, so the multipart uploads stay s3rver's.
 */
export async function startS3TestServer(bucket = "taxlearn-media"): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), "taxlearn-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    // s3rver signs bucket-level calls (ListObjectsV2) over "/<bucket>" where the SDK signs "/<bucket>/", so it would
    // refuse every listing; the credentials are still its own
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  const partsDir = (name: string, uploadId: string) => join(directory, name, "._S3rver_uploads", uploadId);
  server.middleware.unshift(async (ctx, next) => {
    const uploadId = typeof ctx.query.uploadId === "string" ? ctx.query.uploadId : null;
    const [, name, ...key] = ctx.path.split("/");
    if (!uploadId || !name || key.length === 0 || !/^[0-9a-f]+$/.test(uploadId)) return next();
    const dir = partsDir(name, uploadId);
    if (ctx.method === "GET") {
      const files = await readdir(dir).catch(() => null);
      if (!files) {
        ctx.status = 404;
        ctx.type = "application/xml";
        ctx.body = xml(
          "<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>",
        );
        return;
      }
      const numbers = files
        .filter((file) => /^\d+$/.test(file))
        .map(Number)
        .sort((a, b) => a - b);
      const parts = await Promise.all(
        numbers.map(async (n) => {
          const [info, md5] = await Promise.all([stat(join(dir, String(n))), readFile(join(dir, `${n}.md5`), "utf8")]);
          return `<Part><PartNumber>${n}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${info.size}</Size></Part>`;
        }),
      );
      ctx.status = 200;
      ctx.type = "application/xml";
      ctx.body = xml(
        `<ListPartsResult><Bucket>${name}</Bucket><Key>${key.join("/")}</Key><UploadId>${uploadId}</UploadId>` +
          `<MaxParts>1000</MaxParts><IsTruncated>false</IsTruncated>${parts.join("")}</ListPartsResult>`,
      );
      return;
    }
    if (ctx.method === "DELETE") {
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    return next();
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const settings: S3Settings = {
    endpoint,
    region: "us-east-1",
    bucket,
    // s3rver's fixed credentials
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
    publicBaseUrl: null,
  };
  return {
    settings,
    directory,
    env: {
      MEDIA_STORE: "s3",
      S3_ENDPOINT: endpoint,
      S3_REGION: settings.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: "1",
    },
    close: async () => {
      // the SDK keeps its connections alive; close() alone would wait for them to idle out
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
