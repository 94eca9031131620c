import { describe, expect, it } from "vitest";
import { SAMPLE_QUEUE_LIMITS, sampleQueueLimitsFromEnv } from "./sample-media-queue";

describe("the sample queue's limits from the environment", () => {
  it("keeps the defaults when nothing is set", () => {
    expect(sampleQueueLimitsFromEnv({})).toEqual(SAMPLE_QUEUE_LIMITS);
  });

  it("takes SAMPLE_MEDIA_WAITING from 0 to 64 and SAMPLE_MEDIA_PER_CLIENT from 1 to 64", () => {
    expect(sampleQueueLimitsFromEnv({ SAMPLE_MEDIA_WAITING: "0", SAMPLE_MEDIA_PER_CLIENT: "1" })).toEqual({
      ...SAMPLE_QUEUE_LIMITS,
      waiting: 0,
      perClient: 1,
    });
    expect(sampleQueueLimitsFromEnv({ SAMPLE_MEDIA_WAITING: "64", SAMPLE_MEDIA_PER_CLIENT: "64" })).toEqual({
      ...SAMPLE_QUEUE_LIMITS,
      waiting: 64,
      perClient: 64,
    });
  });

  it.each(["65", "-1", "1.5", "", "abc", "100"])("ignores %j for either", (raw) => {
    expect(sampleQueueLimitsFromEnv({ SAMPLE_MEDIA_WAITING: raw, SAMPLE_MEDIA_PER_CLIENT: raw })).toEqual(
      SAMPLE_QUEUE_LIMITS,
    );
  });

  it("never lets one client hold no place at all", () => {
    expect(sampleQueueLimitsFromEnv({ SAMPLE_MEDIA_PER_CLIENT: "0" }).perClient).toBe(SAMPLE_QUEUE_LIMITS.perClient);
  });
});
