import { EMPTY_SESSION, STORAGE_KEYS } from "@taxlearn/core";
import { beforeEach, describe, expect, it } from "vitest";
import { clearAllStorage, deviceIdOf, readSession, writeSession } from "./session-storage";

describe("session storage (spec §3 keys)", () => {
  beforeEach(() => localStorage.clear());

  it("reads an empty store as a visitor", () => {
    expect(readSession(localStorage)).toEqual(EMPTY_SESSION);
  });

  it("round-trips a learner's session", () => {
    const session = {
      ...EMPTY_SESSION,
      token: "t1",
      username: "13800000001",
      isOrgLogin: true,
      isYunHeOrg: true,
      orgInfo: { orgId: 12 },
    };
    writeSession(localStorage, session);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("t1");
    expect(readSession(localStorage)).toEqual(session);
  });

  it("treats a corrupted profile or org info as absent instead of failing", () => {
    localStorage.setItem(STORAGE_KEYS.token, "t1");
    localStorage.setItem(STORAGE_KEYS.userInfo, "{not json");
    localStorage.setItem(STORAGE_KEYS.orgInfo, "[1,2]");
    expect(readSession(localStorage)).toEqual({ ...EMPTY_SESSION, token: "t1" });
  });

  it("an empty token removes the stored one", () => {
    localStorage.setItem(STORAGE_KEYS.token, "old");
    writeSession(localStorage, EMPTY_SESSION);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("logout clears every key but keeps the anonymous device id", () => {
    const id = deviceIdOf(localStorage);
    localStorage.setItem(STORAGE_KEYS.token, "t1");
    localStorage.setItem("anything", "x");
    clearAllStorage(localStorage);
    expect(localStorage.length).toBe(1);
    expect(deviceIdOf(localStorage)).toBe(id);
  });

  it("creates one random device id per browser", () => {
    const first = deviceIdOf(localStorage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceIdOf(localStorage)).toBe(first);
    localStorage.clear();
    expect(deviceIdOf(localStorage)).not.toBe(first);
  });
});
