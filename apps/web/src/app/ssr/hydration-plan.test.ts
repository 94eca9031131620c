import type { UserInfoData } from "@taxlearn/api";
import { describe, expect, it } from "vitest";
import type { EmbeddedPage } from "../../lib/ssr/prefetched-data";
import { MemoryStorage } from "../../lib/storage/browser-storage";
import { LOCAL_STORED, writeStored } from "../../lib/storage/stored-values";
import { hydrationPlan } from "./hydration-plan";

const profile = { id: 1, username: "学员0001", mobile: "13800000001" } as unknown as UserInfoData;
const publicPage: EmbeddedPage = { path: "/home", name: "home", reads: {} };
const learnerPage: EmbeddedPage = {
  path: "/center/course-study",
  name: "courseStudy",
  reads: {},
  session: { username: "13800000001", profile },
};

const storageWith = (token: string | null, orgLogin = false) => {
  const storage = new MemoryStorage();
  if (token) writeStored(storage, LOCAL_STORED.token, token);
  if (orgLogin) writeStored(storage, LOCAL_STORED.isOrgLogin, true);
  return storage;
};

describe("how the browser takes over a page", () => {
  it("draws anew without a server-rendered page", () => {
    expect(hydrationPlan(null, storageWith("t1"), "t1")).toEqual({ kind: "render" });
  });

  it("hydrates a public page as a visitor's, logged in or not", () => {
    expect(hydrationPlan(publicPage, storageWith(null), null)).toEqual({
      kind: "hydrate",
      page: publicPage,
      initialSession: null,
    });
    expect(hydrationPlan(publicPage, storageWith("t1"), "t1")).toMatchObject({ kind: "hydrate", initialSession: null });
  });

  it("hydrates a learner's page with the login it was drawn for, when storage holds the cookie's token", () => {
    expect(hydrationPlan(learnerPage, storageWith("t1"), "t1")).toEqual({
      kind: "hydrate",
      page: learnerPage,
      initialSession: { token: "t1", username: "13800000001", profile },
    });
  });

  it("draws a learner's page anew when storage no longer holds that login", () => {
    // logged out (or storage cleared) since the request
    expect(hydrationPlan(learnerPage, storageWith(null), "t1")).toEqual({ kind: "render" });
    // another login since the request
    expect(hydrationPlan(learnerPage, storageWith("t2"), "t1")).toEqual({ kind: "render" });
    expect(hydrationPlan(learnerPage, storageWith("t1"), null)).toEqual({ kind: "render" });
  });

  it("draws anew for an organisation's session, whatever the server drew", () => {
    expect(hydrationPlan(publicPage, storageWith("t1", true), null)).toEqual({ kind: "render" });
    expect(hydrationPlan(learnerPage, storageWith("t1", true), "t1")).toEqual({ kind: "render" });
  });
});
