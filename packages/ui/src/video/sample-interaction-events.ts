import { type ParsedInteractionEvent, parseInteractionEvent } from "@taxlearn/core";

/** Raw events as GET /api/onlineProduct/fileExtraData sends them for the sample lectures (stories and tests). */
export const SAMPLE_RAW_EVENTS = [
  {
    id: 1,
    type: 5,
    fileId: 1,
    pointTime: 0,
    timeout: 0,
    isInterrupt: 0,
    content: "",
    answer: "",
    animationUrl: "/media/video/clips/opening.mp4",
    configure: "",
  },
  {
    id: 2,
    type: 1,
    fileId: 1,
    pointTime: 3,
    timeout: 2,
    isInterrupt: 0,
    content: "重点提示",
    answer: "",
    animationUrl: "/media/video/cards/key-point.png",
    configure: JSON.stringify({ posX: 0.52, posY: 0.06, posW: 0.42, posH: 0.2, special: 0 }),
  },
  {
    id: 3,
    type: 2,
    fileId: 1,
    pointTime: 6,
    timeout: 2,
    isInterrupt: 0,
    content: "笔记：先判断业务是否属于征税范围，再确定适用税率或征收率。",
    answer: "",
    animationUrl: "",
    configure: JSON.stringify({ htmlRouter: "/policy", jumpText: "查看相关政策" }),
  },
  {
    id: 4,
    type: 3,
    fileId: 1,
    pointTime: 9,
    timeout: 8,
    isInterrupt: 1,
    content: "思考：小规模纳税人可以抵扣进项税额吗？",
    answer: "不可以。小规模纳税人适用简易计税方法，不得抵扣进项税额。",
    animationUrl: "",
    configure: "",
  },
  {
    id: 5,
    type: 7,
    fileId: 1,
    pointTime: 13,
    timeout: 2,
    isInterrupt: 0,
    content: "问：发票丢失后还能申报抵扣吗？",
    answer: "答：取得对方加盖发票专用章的记账联复印件等资料后，可按规定申报抵扣。",
    animationUrl: "",
    configure: "",
  },
  {
    id: 6,
    type: 8,
    fileId: 1,
    pointTime: 16,
    timeout: 3,
    isInterrupt: 0,
    content: "本节内容依据现行有效的增值税相关规定整理。",
    answer: "",
    animationUrl: "",
    configure: JSON.stringify({ htmlRouter: "/casebook" }),
  },
  {
    id: 7,
    type: 9,
    fileId: 1,
    pointTime: 20,
    timeout: 30,
    isInterrupt: 1,
    content: "出口企业申报免抵退税时，适用的退税率由哪一方确定？",
    answer: JSON.stringify({
      answer1: "企业自行选择",
      answer2: "按国家规定的出口退税率",
      isTrue: 1,
      analysis: "出口退税率由国家统一规定，企业不能自行选择；申报时按商品编码对应的退税率计算。",
    }),
    animationUrl: "",
    configure: "",
  },
  {
    id: 8,
    type: 6,
    fileId: 1,
    pointTime: 40,
    timeout: 0,
    isInterrupt: 0,
    content: "",
    answer: "",
    animationUrl: "/media/video/clips/closing.mp4",
    configure: "",
  },
] as const;

/** The sample events read with core's parser. */
export const SAMPLE_EVENTS: ParsedInteractionEvent[] = SAMPLE_RAW_EVENTS.flatMap((raw) => {
  const parsed = parseInteractionEvent(raw);
  return parsed._tag === "Right" ? [parsed.right] : [];
});

export const sampleEvent = <T extends ParsedInteractionEvent["_tag"]>(tag: T, type?: number) =>
  SAMPLE_EVENTS.find((e) => e._tag === tag && (type === undefined || e.type === type)) as Extract<
    ParsedInteractionEvent,
    { _tag: T }
  >;

/** The clear sample lecture as the server serves it (apps/server/media/video). */
export const SAMPLE_LECTURE = {
  source: "/media/video/lectures/lecture-1/master.m3u8",
  overlaySource: "/media/video/lectures/lecture-1/presenter/index.m3u8",
  poster: "/media/video/lectures/lecture-1/cover.jpg",
  definitionLabels: [
    { height: 360, label: "标清" },
    { height: 540, label: "高清" },
  ],
} as const;

/** Captions of the sample lecture as the captions endpoint writes them (stories). */
export const SAMPLE_CAPTIONS_VTT = [
  "WEBVTT",
  "",
  "1\n00:00:00.000 --> 00:00:10.000\n这一讲讲增值税的核心概念，先把容易混淆的几个口径区分清楚。",
  "",
  "2\n00:00:10.000 --> 00:00:20.000\n计算方法分三步：先确定计税依据，再找准适用税率，最后算出应纳税额。",
  "",
  "3\n00:00:20.000 --> 00:00:40.000\n每一步都要留存计算底稿、核对数据来源，方便以后自查和应对检查。",
  "",
  "",
].join("\n");
