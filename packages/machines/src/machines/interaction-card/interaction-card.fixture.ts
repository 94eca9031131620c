import { type ParsedInteractionEvent, parseInteractionEvent } from "@taxlearn/core";

/** Raw events as the API sends them (spec §3), read through core's parser. */
const RAW_EVENTS = [
  { type: 5, pointTime: 0, animationUrl: "opening.mp4" },
  { id: 1, type: 2, pointTime: 3, timeout: 2, isInterrupt: 0, content: "注意申报期限", configure: "" },
  {
    id: 2,
    type: 9,
    pointTime: 5,
    timeout: 1,
    isInterrupt: 1,
    content: "出口退税适用哪种方法？",
    answer: JSON.stringify({ answer1: "免抵退", answer2: "先征后退", isTrue: 0, analysis: "生产企业适用免抵退。" }),
  },
  // the second the quiz seeks to: its card must not replace the quiz unseen
  { id: 4, type: 2, pointTime: 6, timeout: 3, isInterrupt: 0, content: "免抵退的计算", configure: "" },
  { id: 3, type: 8, pointTime: 8, timeout: 0, isInterrupt: 0, content: "本节小结" },
  { type: 6, pointTime: 9, animationUrl: "closing.mp4" },
];

export const SAMPLE_INTERACTION_EVENTS: ParsedInteractionEvent[] = RAW_EVENTS.map((raw) => {
  const parsed = parseInteractionEvent(raw);
  if (parsed._tag === "Left") throw new Error(`bad fixture: ${parsed.left.reason}`);
  return parsed.right;
});
