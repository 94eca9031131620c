import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { S3Store } from "@tus/s3-store";
import {
  assertStoreKey,
  assertStorePrefix,
  type ByteRange,
  type ListedObject,
  type MediaStore,
  type PutOptions,
  RangeNotSatisfiable,
  type StoredObject,
  type StoredObjectInfo,
} from "./media-store";
import { contentTypeOf } from "./media-types";

export interface S3Settings {
  /** S3_ENDPOINT; absent: AWS's own endpoint for the region. */
  readonly endpoint: string | null;
  readonly region: string;
  readonly bucket: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** S3_FORCE_PATH_STYLE: `endpoint/bucket/key` (MinIO, most S3-compatible servers) instead of `bucket.endpoint/key`. */
  readonly forcePathStyle: boolean;
  /** MEDIA_PUBLIC_URL without a trailing slash, or null. */
  readonly publicBaseUrl: string | null;
}

/** A tus part: S3 needs 5 MiB at least for all parts but the last. */
const TUS_PART_BYTES = 8 * 1024 * 1024;

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};

/** Objects of one bucket of S3 or an S3-compatible server (MinIO, Ceph, Aliyun OSS, Tencent COS), AWS SDK v3. */
export class S3MediaStore implements MediaStore {
  readonly kind = "s3" as const;
  readonly publicBaseUrl: string | null;
  readonly client: S3Client;
  readonly clientConfig: S3ClientConfig;

  constructor(readonly settings: S3Settings) {
    this.publicBaseUrl = settings.publicBaseUrl;
    this.clientConfig = {
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // the SDK's default trailing checksums (aws-chunked uploads) are not understood by every S3-compatible server;
      // checksums only where the API requires them
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    };
    this.client = new S3Client(this.clientConfig);
  }

  get bucket(): string {
    return this.settings.bucket;
  }

  localPath(): null {
    return null;
  }

  async put(key: string, body: Uint8Array | string, options?: PutOptions): Promise<void> {
    assertStoreKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: options?.contentType ?? contentTypeOf(key),
      }),
    );
  }

  async putFile(key: string, path: string, options?: PutOptions): Promise<void> {
    assertStoreKey(key);
    const { size } = await stat(path);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: createReadStream(path),
        ContentLength: size,
        ContentType: options?.contentType ?? contentTypeOf(key),
      }),
    );
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    assertStoreKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        size: head.ContentLength ?? 0,
        etag: head.ETag ?? "",
        lastModified: head.LastModified ?? new Date(0),
        contentType: head.ContentType ?? contentTypeOf(key),
      };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    assertStoreKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end ?? ""}` : undefined,
        }),
      );
      if (!answer.Body) return null;
      // "bytes 0-99/1234" for a range: the whole size is after the slash
      const contentRange = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? "");
      return {
        size: contentRange ? Number(contentRange[3]) : (answer.ContentLength ?? 0),
        etag: answer.ETag ?? "",
        lastModified: answer.LastModified ?? new Date(0),
        contentType: answer.ContentType ?? contentTypeOf(key),
        range: contentRange ? { start: Number(contentRange[1]), end: Number(contentRange[2]) } : null,
        body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>,
      };
    } catch (error) {
      if (notFound(error)) return null;
      const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
      if (e.name === "InvalidRange" || e.$metadata?.httpStatusCode === 416) throw new RangeNotSatisfiable(null);
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    const object = await this.get(key);
    return object ? Buffer.from(await new Response(object.body).arrayBuffer()) : null;
  }

  async list(prefix: string): Promise<ListedObject[]> {
    const listed: ListedObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) listed.push({ key: object.Key, size: object.Size ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return listed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async delete(key: string): Promise<void> {
    assertStoreKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertStorePrefix(prefix);
    const keys = (await this.list(prefix)).map((object) => object.key);
    for (let i = 0; i < keys.length; i += 1000) {
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }

  /** The tus store keeps an upload as the object `<upload id>` (with `<id>.info`, `<id>.part`): @tus/s3-store takes no prefix. */
  tusDataStore(prefix: string): S3Store {
    assertStorePrefix(prefix);
    return new S3Store({ partSize: TUS_PART_BYTES, s3ClientConfig: { ...this.clientConfig, bucket: this.bucket } });
  }
}
