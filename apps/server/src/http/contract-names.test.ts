import { CONTRACTS, type ContractName } from "@taxlearn/api";
import { ADMIN_CONTRACTS } from "@taxlearn/api/admin";
import { describe, expect, it } from "vitest";
import { ENDPOINT_LIMITS, type EndpointLimitsByName } from "./endpoint-limits";
import type { MountOptions } from "./mount-contracts";

// The cache list and the per-endpoint limits name contracts; a name that is no contract would silently do nothing
// (no caching, the default limit). The `@ts-expect-error` lines are the proof that the build refuses one (the
// package's tsc covers tests); the runtime check guards the table against a name slipped past the types.

// @ts-expect-error a misspelt contract name in the limits
const misspeltLimit: EndpointLimitsByName = { serchOnlineProducts: { concurrent: 1 } };

// @ts-expect-error a misspelt contract name in the cache list
const misspeltCache: MountOptions<ContractName>["cached"] = new Set(["onlineProduct"]);

describe("contract names in the server's tables", () => {
  it("limits only contracts that exist", () => {
    const known = new Set<string>([...Object.keys(CONTRACTS), ...Object.keys(ADMIN_CONTRACTS)]);
    expect(Object.keys(ENDPOINT_LIMITS).filter((name) => !known.has(name))).toEqual([]);
    expect(Object.keys(misspeltLimit).filter((name) => !known.has(name))).toEqual(["serchOnlineProducts"]);
    expect([...misspeltCache].filter((name) => !known.has(name))).toEqual(["onlineProduct"]);
  });
});
