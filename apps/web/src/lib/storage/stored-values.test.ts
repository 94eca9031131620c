import { STORAGE_KEYS } from "@taxlearn/core";
import { beforeEach, describe, expect, it } from "vitest";
import { LOCAL_STORED, readStored, removeStored, SESSION_STORED, writeStored } from "./stored-values";

describe("values in browser storage", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("uses core's spec §3 keys", () => {
    expect(LOCAL_STORED.companyId.key).toBe(STORAGE_KEYS.companyId);
    expect(LOCAL_STORED.orgIdOfCompany.key).toBe("org_id");
  });

  it("reads back what it wrote, with the same schema", () => {
    writeStored(localStorage, LOCAL_STORED.isOrgLogin, true);
    expect(localStorage.getItem(STORAGE_KEYS.isOrgLogin)).toBe("1");
    expect(readStored(localStorage, LOCAL_STORED.isOrgLogin)).toBe(true);
    writeStored(localStorage, LOCAL_STORED.catalogueRegion, { provinceId: 44000, cityId: null });
    expect(readStored(localStorage, LOCAL_STORED.catalogueRegion)).toEqual({ provinceId: 44000, cityId: null });
    writeStored(sessionStorage, SESSION_STORED.scrollPositions, { a: 120 });
    expect(readStored(sessionStorage, SESSION_STORED.scrollPositions)).toEqual({ a: 120 });
    removeStored(sessionStorage, SESSION_STORED.scrollPositions);
    expect(readStored(sessionStorage, SESSION_STORED.scrollPositions)).toBeNull();
  });

  it("treats a missing value or one that does not decode as absent", () => {
    expect(readStored(localStorage, LOCAL_STORED.token)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.isOrgLogin, "yes");
    expect(readStored(localStorage, LOCAL_STORED.isOrgLogin)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.orgInfo, "[1,2]");
    expect(readStored(localStorage, LOCAL_STORED.orgInfo)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.userInfo, '{"username":7}');
    expect(readStored(localStorage, LOCAL_STORED.userInfo)).toBeNull();
    localStorage.setItem("catalogueRegion", '{"provinceId":11000,"cityId":"x"}');
    expect(readStored(localStorage, LOCAL_STORED.catalogueRegion)).toEqual({ provinceId: 11000, cityId: null });
    localStorage.setItem("catalogueRegion", '{"provinceId":-1}');
    expect(readStored(localStorage, LOCAL_STORED.catalogueRegion)).toBeNull();
    sessionStorage.setItem(SESSION_STORED.scrollPositions.key, '{"a":"top"}');
    expect(readStored(sessionStorage, SESSION_STORED.scrollPositions)).toBeNull();
  });

  it("treats storage that cannot be read (disabled) as empty", () => {
    const disabled = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(readStored(disabled, LOCAL_STORED.deviceId)).toBeNull();
  });

  it("keeps the profile's other fields when it decodes the name", () => {
    localStorage.setItem(STORAGE_KEYS.userInfo, '{"uid":7,"username":"13800000001","avatar":""}');
    expect(readStored(localStorage, LOCAL_STORED.userInfo)).toEqual({ uid: 7, username: "13800000001", avatar: "" });
  });
});
