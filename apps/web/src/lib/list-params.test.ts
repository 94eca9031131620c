import { describe, expect, it } from "vitest";
import {
  applyParamChanges,
  listSearchParams,
  pageEntries,
  parsePositiveInt,
  readChoice,
  readPage,
  readPageSize,
  readPositiveInt,
  readText,
} from "./list-params";

const query = (text: string) => new URLSearchParams(text);

describe("parsePositiveInt", () => {
  it("reads a positive whole number from the query", () => {
    expect(parsePositiveInt("1005")).toBe(1005);
    expect(parsePositiveInt(" 100501 ")).toBe(100501);
    expect(parsePositiveInt("2147483647")).toBe(2147483647);
  });

  it("refuses missing, zero, negative, decimal and non-numeric values", () => {
    for (const value of [null, undefined, "", "0", "-3", "1.5", "abc", "12abc", "99999999999999999999"]) {
      expect(parsePositiveInt(value)).toBeNull();
    }
  });

  it("refuses a second spelling (leading zeros, a sign, an exponent) and ids beyond the server's", () => {
    for (const value of ["007", "+7", "1e3", "0x10", "2147483648"]) expect(parsePositiveInt(value)).toBeNull();
  });
});

describe("reading list state from the query", () => {
  it("reads positive integers and rejects anything else", () => {
    expect(readPositiveInt(query("id=2001"), "id")).toBe(2001);
    expect(readPositiveInt(query("id= 7 "), "id")).toBe(7);
    for (const bad of ["id=0", "id=-3", "id=1.5", "id=abc", "id=", "id=01", "id=12345678901", ""]) {
      expect(readPositiveInt(query(bad), "id")).toBeNull();
    }
  });

  it("defaults the page to 1 and the page size to 10 (spec §9 options only)", () => {
    expect(readPage(query(""))).toBe(1);
    expect(readPage(query("page=3"))).toBe(3);
    expect(readPage(query("page=x"))).toBe(1);
    for (const bad of ["page=0", "page=-2", "page=2.5", "page=", "page=01"]) expect(readPage(query(bad))).toBe(1);
    expect(readPageSize(query("pageSize=20"))).toBe(20);
    expect(readPageSize(query("pageSize=15"))).toBe(10);
    expect(readPageSize(query(""))).toBe(10);
  });

  it("reads trimmed text and known choices", () => {
    expect(readText(query("kw=%20%E5%A2%9E%E5%80%BC%E7%A8%8E%20"), "kw")).toBe("增值税");
    expect(readChoice(query("type=26"), "type", [25, 27, 26], 25)).toBe(26);
    expect(readChoice(query("type=99"), "type", [25, 27, 26], 25)).toBe(25);
    expect(readChoice(query("kind=case"), "kind", ["all", "course", "policy", "case"], "all")).toBe("case");
  });
});

describe("applyParamChanges", () => {
  it("sets and removes parameters without touching the others", () => {
    const next = applyParamChanges(query("cat=202&prov=44000"), { prov: null, kw: "出口" });
    expect(next.get("cat")).toBe("202");
    expect(next.has("prov")).toBe(false);
    expect(next.get("kw")).toBe("出口");
  });

  it("goes back to page 1 when a filter changes", () => {
    expect(applyParamChanges(query("page=4&cat=201"), { cat: 203 }).toString()).toBe("cat=203");
    expect(applyParamChanges(query("page=4"), { pageSize: 20 }).toString()).toBe("pageSize=20");
  });

  it("keeps the filters when only the page changes, and leaves defaults out", () => {
    expect(applyParamChanges(query("cat=201"), { page: 3 }).toString()).toBe("cat=201&page=3");
    expect(applyParamChanges(query("cat=201&page=3"), { page: 1 }).toString()).toBe("cat=201");
    expect(applyParamChanges(query("pageSize=20"), { pageSize: 10 }).toString()).toBe("");
  });

  it("drops blank text", () => {
    expect(applyParamChanges(query("kw=a"), { kw: "   " }).toString()).toBe("");
  });
});

describe("listSearchParams", () => {
  it("leaves out empty entries and defaults, so each list state has one address", () => {
    const state = { page: 1, pageSize: 10 };
    expect(listSearchParams([["cat", null], ["sort", "new", "new"], ...pageEntries(state)]).toString()).toBe("");
    const paged = { page: 3, pageSize: 20 };
    expect(listSearchParams([["cat", 201], ["sort", "hot", "new"], ...pageEntries(paged)]).toString()).toBe(
      "cat=201&sort=hot&page=3&pageSize=20",
    );
  });
});
