import { generateKeyPair, type KeyObject } from "node:crypto";

/** A [private, public] RSA key pair. */
export type KeyPair = readonly [KeyObject, KeyObject];

/** The sandbox provider's keys: WeChat Pay's platform, Alipay's own, the shop's Alipay app and WeChat merchant keys. */
export interface SandboxKeys {
  readonly platform: KeyPair;
  readonly alipay: KeyPair;
  readonly alipayApp: KeyPair;
  readonly merchant: KeyPair;
}

const rsaPair = () =>
  new Promise<KeyPair>((resolve, reject) =>
    generateKeyPair("rsa", { modulusLength: 2048 }, (error, publicKey, privateKey) =>
      error ? reject(error) : resolve([privateKey, publicKey]),
    ),
  );

let made: Promise<SandboxKeys> | null = null;

/**
 * Four 2048-bit RSA pairs take seconds of CPU: they are made once per process, off the main thread (libuv's pool),
 * so a start overlaps them with opening the database. The sandbox and the shop share the process, so the keys
 * never leave it; servers made by the same process (tests, the benchmark) share them.
 */
export function sandboxKeys(): Promise<SandboxKeys> {
  made ??= Promise.all([rsaPair(), rsaPair(), rsaPair(), rsaPair()]).then(
    ([platform, alipay, alipayApp, merchant]) => ({
      platform,
      alipay,
      alipayApp,
      merchant,
    }),
  );
  return made;
}
