import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { LectureList, type LectureListItem, WatchLockedNotice } from "./lecture-list";

const SUBJECTS = [
  "政策背景与适用范围",
  "核心概念与计算方法",
  "申报流程实操",
  "常见问题与风险提示",
  "典型案例复盘",
  "要点回顾与答疑",
];
const LECTURES: LectureListItem[] = SUBJECTS.map((subject, i) => ({
  fileId: 100501 + i,
  chapterTitle: i < 4 ? "第一章" : "第二章",
  title: `第${i + 1}讲 ${subject}`,
  duration: 40,
  breakpoint: i === 1 ? 16 : 0,
  progress: i === 0 ? 100 : i === 1 ? 40 : 0,
}));

function SelectableList() {
  const [current, setCurrent] = useState(LECTURES[1]!.fileId);
  return (
    <div style={{ width: 360 }}>
      <LectureList lectures={LECTURES} currentFileId={current} onSelect={setCurrent} />
    </div>
  );
}

const meta = { title: "Video/Lecture list" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Chapters with one lecture finished, one half watched, the rest not started. */
export const WithProgress: Story = { render: () => <SelectableList /> };

/** Stands in for the player when the learner may not watch (paid course, no purchase, no active VIP). */
export const LockedLecture: Story = {
  render: () => (
    <WatchLockedNotice
      message="购买后即可观看"
      width="640px"
      height="360px"
      buyHref="/course/details?id=1"
      vipHref="/vip"
    />
  ),
};
