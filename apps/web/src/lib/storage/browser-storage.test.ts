import { describe, expect, it } from "vitest";
import { MemoryStorage, ResilientStorage, usableStorage } from "./browser-storage";
import { requestPersistentStorage, type StorageAccessEnv, storageAccessOffered } from "./storage-access";

/** A storage like Safari's or Chromium's in a blocked third-party iframe: every touch throws. */
const blocked = (): Storage =>
  new Proxy({} as Storage, {
    get() {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    },
  });

/** Storage that works until `fail()` is called (revoked access, full quota). */
function failing() {
  const backing = new MemoryStorage();
  let broken = false;
  const storage = new Proxy(backing, {
    get(target, prop) {
      if (broken) throw new DOMException("denied", "SecurityError");
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const fail = () => {
    broken = true;
  };
  return { storage, fail };
}

describe("ResilientStorage", () => {
  it("uses the browser's storage when it works (persistent)", () => {
    const browser = new MemoryStorage();
    const storage = new ResilientStorage(usableStorage(() => browser));
    storage.setItem("token", "t1");
    expect(storage.persistent).toBe(true);
    expect(browser.getItem("token")).toBe("t1");
  });

  it("keeps the session in memory where the browser throws (blocked third-party storage)", () => {
    expect(usableStorage(blocked)).toBeNull();
    expect(
      usableStorage(() => {
        throw new DOMException("denied", "SecurityError");
      }),
    ).toBeNull();
    const storage = new ResilientStorage(usableStorage(blocked));
    expect(storage.persistent).toBe(false);
    storage.setItem("token", "t1");
    expect(storage.getItem("token")).toBe("t1");
    expect(storage.length).toBe(1);
    expect(storage.key(0)).toBe("token");
    storage.removeItem("token");
    expect(storage.getItem("token")).toBeNull();
    storage.setItem("a", "1");
    storage.clear();
    expect(storage.length).toBe(0);
  });

  it("moves to memory, keeping what it held, when the browser starts refusing", () => {
    const { storage: browser, fail } = failing();
    const storage = new ResilientStorage(browser);
    const changes: boolean[] = [];
    storage.subscribe(() => changes.push(storage.persistent));
    storage.setItem("token", "t1");
    fail();
    storage.setItem("userInfo", "{}");
    expect(storage.getItem("userInfo")).toBe("{}");
    expect(storage.persistent).toBe(false);
    expect(changes).toEqual([false]);
  });

  it("adopts granted storage with the visit's session written over it", () => {
    const storage = new ResilientStorage(null);
    storage.setItem("token", "new");
    const granted = new MemoryStorage();
    granted.setItem("token", "old");
    granted.setItem("deviceId", "d1");
    storage.adopt(granted);
    expect(storage.persistent).toBe(true);
    expect(granted.getItem("token")).toBe("new");
    expect(storage.getItem("deviceId")).toBe("d1");
  });

  it("tells its write listeners after every write, and not after a read", () => {
    const storage = new ResilientStorage(new MemoryStorage());
    let writes = 0;
    const stop = storage.onWrite(() => {
      writes += 1;
    });
    storage.setItem("token", "t1");
    storage.getItem("token");
    storage.removeItem("token");
    storage.clear();
    storage.adopt(new MemoryStorage());
    expect(writes).toBe(4);
    stop();
    storage.setItem("token", "t2");
    expect(writes).toBe(4);
  });
});

describe("Storage Access API fallback", () => {
  const env = (overrides: Partial<StorageAccessEnv>): StorageAccessEnv => ({
    inFrame: true,
    requestStorageAccess: null,
    localStorage: blocked,
    ...overrides,
  });

  it("is offered only framed, in memory, with the API present", async () => {
    const memory = new ResilientStorage(null);
    const request = async () => undefined;
    expect(storageAccessOffered(memory, env({ requestStorageAccess: request }))).toBe(true);
    expect(storageAccessOffered(memory, env({ requestStorageAccess: request, inFrame: false }))).toBe(false);
    expect(storageAccessOffered(memory, env({}))).toBe(false);
    expect(
      storageAccessOffered(new ResilientStorage(new MemoryStorage()), env({ requestStorageAccess: request })),
    ).toBe(false);
    expect(await requestPersistentStorage(memory, env({}))).toBe(false);
  });

  it("Chromium: the handle's localStorage takes the session", async () => {
    const storage = new ResilientStorage(null);
    storage.setItem("token", "t1");
    const unpartitioned = new MemoryStorage();
    const asked: unknown[] = [];
    const granted = await requestPersistentStorage(
      storage,
      env({
        requestStorageAccess: async (types) => {
          asked.push(types);
          return { localStorage: unpartitioned };
        },
      }),
    );
    expect(granted).toBe(true);
    expect(asked).toEqual([{ localStorage: true }]);
    expect(unpartitioned.getItem("token")).toBe("t1");
  });

  it("Safari: after the grant window.localStorage opens", async () => {
    const storage = new ResilientStorage(null);
    storage.setItem("token", "t1");
    const opened = new MemoryStorage();
    let grantedYet = false;
    const ok = await requestPersistentStorage(
      storage,
      env({
        requestStorageAccess: async () => {
          grantedYet = true;
          return undefined;
        },
        localStorage: () => (grantedYet ? opened : blocked()),
      }),
    );
    expect(ok).toBe(true);
    expect(opened.getItem("token")).toBe("t1");
  });

  it("a refusal leaves the session in memory", async () => {
    const storage = new ResilientStorage(null);
    storage.setItem("token", "t1");
    const ok = await requestPersistentStorage(
      storage,
      env({ requestStorageAccess: () => Promise.reject(new DOMException("denied", "NotAllowedError")) }),
    );
    expect(ok).toBe(false);
    expect(storage.persistent).toBe(false);
    expect(storage.getItem("token")).toBe("t1");
  });
});
