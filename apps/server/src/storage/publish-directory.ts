import { cp, mkdir, readdir, rename, rm } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { assertStorePrefix, type MediaStore } from "./media-store";

const UPLOADS_AT_ONCE = 4;

/** Playlists after the files they name, and a top-level master last: a reader never meets a name not yet there. */
const publishOrder = (key: string) => (key.endsWith("/master.m3u8") ? 2 : key.endsWith(".m3u8") ? 1 : 0);

/** Runs `work` over `items`, `limit` at a time. */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Makes a finished local folder (a transcode's output) the content of `prefix`, then removes the folder. On a local
 * store in the same place it is one rename, as before; on S3 every file is uploaded (playlists last), then objects
 * of an earlier content that the new one no longer has are deleted.
 */
export async function publishDirectory(store: MediaStore, folder: string, prefix: string): Promise<void> {
  assertStorePrefix(prefix);
  const target = store.localPath(prefix.slice(0, -1));
  if (target !== null) {
    await rm(target, { recursive: true, force: true });
    await mkdir(dirname(target), { recursive: true });
    await rename(folder, target).catch(async (error: NodeJS.ErrnoException) => {
      // another file system (a work folder in the system's temporary folder)
      if (error.code !== "EXDEV") throw error;
      await cp(folder, target, { recursive: true });
      await rm(folder, { recursive: true, force: true });
    });
    return;
  }
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path, key: prefix + relative(folder, path).split(sep).join("/") };
    })
    .sort((a, b) => publishOrder(a.key) - publishOrder(b.key));
  for (const order of [0, 1, 2]) {
    await eachLimited(
      files.filter((file) => publishOrder(file.key) === order),
      UPLOADS_AT_ONCE,
      (file) => store.putFile(file.key, file.path),
    );
  }
  const kept = new Set(files.map((file) => file.key));
  await eachLimited(
    (await store.list(prefix)).filter((object) => !kept.has(object.key)),
    UPLOADS_AT_ONCE,
    (object) => store.delete(object.key),
  );
  await rm(folder, { recursive: true, force: true });
}
