import { createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * Each organisation's AES-256 key is derived from one server master key (HMAC-SHA256 over the org id), so the
 * server and the org:link CLI agree without the CLI opening the database. The master key comes from
 * ORG_MASTER_KEY (base64, 32 bytes) or from <DATA_DIR>/org-master.key, created on first start (mode 600).
 */
export const orgSecret = (masterKey: Buffer, orgId: number, version = 1): string =>
  createHmac("sha256", masterKey)
    // version 1 is the key every organisation started with; an operator's rotation moves to the next (org_link_keys)
    .update(version === 1 ? `org-login-key:${orgId}` : `org-login-key:${orgId}:v${version}`)
    .digest("base64");

export function loadOrgMasterKey(options: { envValue?: string; dataDir: string | null }): Buffer {
  if (options.envValue) {
    const key = Buffer.from(options.envValue, "base64");
    if (key.length !== 32) throw new Error("ORG_MASTER_KEY must be 32 bytes, base64-encoded");
    return key;
  }
  if (options.dataDir === null) return randomBytes(32);
  const file = join(options.dataDir, "org-master.key");
  if (existsSync(file)) return Buffer.from(readFileSync(file, "utf8").trim(), "base64");
  mkdirSync(dirname(file), { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString("base64"), { mode: 0o600 });
  return key;
}
