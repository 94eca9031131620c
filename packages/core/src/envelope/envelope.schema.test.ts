import { Either, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { UserInfo } from "../session/session.schema";
import { decodeWith } from "../shared/decode";
import { Envelope, EnvelopeHead } from "./envelope.schema";

const decodeEnvelope = <A, I>(data: Schema.Schema<A, I, never>) => decodeWith(Envelope(data));
const decodeEnvelopeHead = decodeWith(EnvelopeHead);
const decodeUserInfo = decodeWith(UserInfo);

describe("Envelope (spec §7)", () => {
  it("decodes the envelope around typed data", () => {
    const body = { status: 200, success: true, msg: "ok", data: { uid: 1, username: "张三" } };
    expect(decodeEnvelope(UserInfo)(body)).toEqual(Either.right(body));
    expect(Either.isLeft(decodeEnvelope(UserInfo)({ ...body, data: { uid: 1 } }))).toBe(true);
    expect(Either.isLeft(decodeEnvelope(UserInfo)({ data: body.data }))).toBe(true);
    expect(decodeUserInfo(body.data)).toEqual(Either.right(body.data));
  });
  it("accepts null data when asked to", () => {
    const failed = { success: false, msg: "未找到", data: null };
    expect(Schema.decodeUnknownEither(Envelope(Schema.NullOr(UserInfo)))(failed)).toEqual(Either.right(failed));
  });
  it("reads only the head of any body, e.g. a 401", () => {
    expect(decodeEnvelopeHead({ status: 401, msg: "未登录", data: [1, 2] })).toEqual(
      Either.right({ status: 401, msg: "未登录" }),
    );
    expect(Either.isLeft(decodeEnvelopeHead({ status: "401" }))).toBe(true);
  });
});
