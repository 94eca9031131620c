import { type LiveItem, normalizeLiveItem } from "@taxlearn/core";
import { sampleImage } from "./sample-images";

/** The moment stories judge live status at, so they look the same every day. */
export const storyNow = new Date("2026-11-20T02:00:00Z");

const raw: LiveItem[] = [
  {
    id: 1,
    title: "新政速递：2026年小微企业税收优惠政策解读",
    image: sampleImage("小微企业税收优惠", 0),
    name: "王建国",
    status: 0,
    scheduled: 0,
    startTime: "2026-11-25 19:30:00",
  },
  {
    id: 2,
    title: "出口退税函调应对实务",
    image: sampleImage("出口退税函调", 1),
    userName: "张伟",
    liveStatus: 0,
    scheduled: 1,
    time: "2026-11-26 14:00:00",
  },
  {
    id: 3,
    title: "数电发票常见问题直播答疑",
    image: sampleImage("数电发票答疑", 4),
    name: "李晓梅",
    status: 1,
    createMode: 2,
  },
  {
    id: 4,
    title: "个税汇算清缴要点回顾",
    image: sampleImage("个税汇算回放", 3),
    name: "陈静",
    status: 2,
  },
  { id: 5, title: "研发费用加计扣除专题（时间待定）", image: sampleImage("加计扣除", 2), name: "刘洋", status: 0 },
];

export const sampleLives = raw.map(normalizeLiveItem);
