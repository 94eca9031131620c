import { EMPTY_SESSION, SESSION_COOKIE } from "@taxlearn/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MemoryStorage, ResilientStorage } from "../storage/browser-storage";
import { LOCAL_STORED, writeStored } from "../storage/stored-values";
import { cookieTokenOf, mirrorSessionCookie, readSessionCookie, sessionCookieAssignment } from "./session-cookie";
import { clearAllStorage, writeSession } from "./session-storage";

/** `document.cookie` as a browser keeps it for one path: an assignment sets or (Max-Age=0) deletes one cookie. */
class CookieJar {
  readonly #cookies = new Map<string, string>();
  readonly assignments: string[] = [];
  constructor(readonly location: { protocol: string }) {}
  get cookie(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  set cookie(assignment: string) {
    this.assignments.push(assignment);
    const [pair = "", ...attributes] = assignment.split(";");
    const at = pair.indexOf("=");
    const name = pair.slice(0, at);
    if (attributes.some((attribute) => attribute.trim() === "Max-Age=0")) this.#cookies.delete(name);
    else this.#cookies.set(name, pair.slice(at + 1));
  }
}

const loggedIn = (storage: Storage, token: string) => writeStored(storage, LOCAL_STORED.token, token);

describe("the session cookie", () => {
  it("carries a learner's own token, not a visitor's nothing nor an organisation's login", () => {
    const storage = new MemoryStorage();
    expect(cookieTokenOf(storage)).toBeNull();
    loggedIn(storage, "t1");
    expect(cookieTokenOf(storage)).toBe("t1");
    writeStored(storage, LOCAL_STORED.isOrgLogin, true);
    expect(cookieTokenOf(storage)).toBeNull();
  });

  it("is set for the whole site, same-site only, Secure over HTTPS, and removed with Max-Age=0", () => {
    expect(sessionCookieAssignment("a b", true)).toBe(
      `${SESSION_COOKIE}=a%20b; Path=/; SameSite=Lax; Secure; Max-Age=2592000`,
    );
    expect(sessionCookieAssignment("t", false)).toBe(`${SESSION_COOKIE}=t; Path=/; SameSite=Lax; Max-Age=2592000`);
    expect(sessionCookieAssignment(null, false)).toBe(`${SESSION_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`);
  });

  it("reads back any token it wrote, among other cookies", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.boolean(), (token, secure) => {
        const jar = new CookieJar({ protocol: "http:" });
        jar.cookie = "other=1";
        jar.cookie = sessionCookieAssignment(token, secure);
        jar.cookie = "last=2";
        expect(readSessionCookie(jar.cookie)).toBe(token);
      }),
    );
    expect(readSessionCookie("")).toBeNull();
    expect(readSessionCookie(`x${SESSION_COOKIE}=t`)).toBeNull();
    expect(readSessionCookie(`${SESSION_COOKIE}=%E0%A4%A`)).toBeNull();
  });

  it("follows storage: a stored login at start, a new login, an organisation's flag, a logout", () => {
    const storage = new ResilientStorage(new MemoryStorage());
    loggedIn(storage, "before");
    const jar = new CookieJar({ protocol: "https:" });
    const stop = mirrorSessionCookie(storage, jar);
    expect(readSessionCookie(jar.cookie)).toBe("before");
    expect(jar.assignments.at(-1)).toContain("; Secure");

    writeSession(storage, { ...EMPTY_SESSION, token: "after", username: "138****0001" });
    expect(readSessionCookie(jar.cookie)).toBe("after");
    const written = jar.assignments.length;
    storage.setItem("unrelated", "1");
    expect(jar.assignments.length, "no write when the cookie is already right").toBe(written);

    writeSession(storage, { ...EMPTY_SESSION, token: "org", isOrgLogin: true });
    expect(readSessionCookie(jar.cookie)).toBeNull();

    writeSession(storage, { ...EMPTY_SESSION, token: "again" });
    expect(readSessionCookie(jar.cookie)).toBe("again");
    clearAllStorage(storage);
    expect(readSessionCookie(jar.cookie)).toBeNull();

    stop();
    loggedIn(storage, "unwatched");
    expect(readSessionCookie(jar.cookie)).toBeNull();
  });
});
