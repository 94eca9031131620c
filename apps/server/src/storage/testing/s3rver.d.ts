// @20minutes/s3rver ships no types; what the tests use of it
declare module "@20minutes/s3rver" {
  import type { AddressInfo } from "node:net";

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>;
  }
  type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void> | void;
  interface KoaContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
    body: unknown;
    type: string;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    middleware: Middleware[];
    httpServer?: import("node:http").Server;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
