import { breadcrumbs, matchRoute } from "@taxlearn/core";
import { describe, expect, it } from "vitest";
import { COMMERCE_TEXT } from "../commerce.messages";

/** The page frame's breadcrumb ends with the route's label: it has to say what the page's heading says. */
const lastCrumb = (path: string) => {
  const match = matchRoute(path)!;
  return breadcrumbs(match.matched, match.params).at(-1)?.title;
};

describe("checkout pages", () => {
  it("end their breadcrumb with their heading, for a VIP product and a course alike", () => {
    expect(lastCrumb("/vip/payment")).toBe(COMMERCE_TEXT.paymentTitle);
    expect(lastCrumb("/vip/placeOrder")).toBe(COMMERCE_TEXT.placeOrderTitle);
    // a course is bought here too: nothing in the trail says 会员
    expect(lastCrumb("/vip/payment")).not.toMatch(/会员/);
    expect(lastCrumb("/vip/placeOrder")).not.toMatch(/会员/);
  });
});
