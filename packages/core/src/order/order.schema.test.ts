import { Either, ParseResult, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { decodeWith } from "../shared/decode";
import { OrderCreate, OrderPay, OrderVerify } from "./order.schema";

const decodeOrderCreate = decodeWith(OrderCreate);
const decodeOrderPay = decodeWith(OrderPay);
const decodeOrderVerify = decodeWith(OrderVerify);

describe("order payloads (spec §3, §7)", () => {
  it("decodes a form-encoded create body into numbers", () => {
    const body = { storeId: "1", productType: "2", productId: "30", cartNum: "1", uniqueId: "u-1", payType: "1" };
    expect(decodeOrderCreate(body)).toEqual(
      Either.right({ storeId: 1, productType: 2, productId: 30, cartNum: 1, uniqueId: "u-1", payType: 1 }),
    );
    expect(Either.isLeft(decodeOrderCreate({ ...body, productId: "abc" }))).toBe(true);
    expect(Either.isLeft(decodeOrderCreate({ ...body, productId: "2147483648" }))).toBe(true);
    expect(Either.isLeft(decodeOrderCreate({ ...body, cartNum: "0" }))).toBe(true);
    expect(Either.isLeft(decodeOrderCreate({ ...body, uniqueId: undefined }))).toBe(true);
  });
  it("encodes numbers as numbers for sending", () => {
    const value = {
      storeId: 1,
      productType: 2,
      productId: 30,
      cartNum: 1,
      uniqueId: "u",
      payType: 1,
      inviteCode: "TAX2026",
    };
    expect(Schema.encodeSync(OrderCreate)(value)).toEqual(value);
  });
  it("decodes pay and verify bodies", () => {
    expect(decodeOrderPay({ uni: "ABC123", payType: "2", from: "pc" })).toEqual(
      Either.right({ uni: "ABC123", payType: 2, from: "pc" }),
    );
    expect(Either.isLeft(decodeOrderPay({ uni: "ABC123", payType: 2 }))).toBe(true);
    expect(decodeOrderVerify({ productId: 1, userId: "7", productType: 1, tradeNo: "T100001" })).toEqual(
      Either.right({ productId: 1, userId: 7, productType: 1, tradeNo: "T100001" }),
    );
    expect(Either.isLeft(decodeOrderVerify({ productId: 1, userId: 7, productType: 1 }))).toBe(true);
  });

  it("takes the three places a learner pays from, and refuses any other", () => {
    for (const from of ["pc", "h5", "wechat"]) {
      expect(decodeOrderPay({ uni: "ABC123", payType: 1, from })).toEqual(
        Either.right({ uni: "ABC123", payType: 1, from }),
      );
    }
    for (const from of ["", "mobile", "PC", "app", 1]) {
      expect(Either.isLeft(decodeOrderPay({ uni: "ABC123", payType: 1, from }))).toBe(true);
    }
  });

  it("refuses a pay method other than 1 (微信支付) or 2 (支付宝), saying which values it takes", () => {
    for (const payType of [0, 3, "9"]) {
      const decoded = decodeOrderPay({ uni: "ABC123", payType, from: "pc" });
      expect(Either.isLeft(decoded)).toBe(true);
      if (Either.isLeft(decoded))
        expect(ParseResult.TreeFormatter.formatErrorSync(decoded.left)).toContain("must be 1 or 2");
    }
  });
});
