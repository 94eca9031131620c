import { describe, expect, it } from "vitest";
import type { Contract } from "../contract/contract";
import { CONTRACTS } from "../contracts";
import { CONTRACT_ROUTES } from "./contract-routes";

describe("CONTRACT_ROUTES (the browser client's route table, decision 108)", () => {
  it("is every contract's name, path, method and organisation header (pnpm --filter @taxlearn/api routes:write)", () => {
    const expected = Object.fromEntries(
      Object.entries(CONTRACTS as Record<string, Contract>).map(([key, { name, path, method, orgHeader }]) => [
        key,
        { name, path, method, orgHeader },
      ]),
    );
    expect(CONTRACT_ROUTES).toEqual(expected);
  });
});
