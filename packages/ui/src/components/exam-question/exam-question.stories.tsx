import type { Meta, StoryObj } from "@storybook/react-vite";
import { ExamQuestion } from "./exam-question";

const meta = {
  title: "StudyPlan/ExamQuestion",
  component: ExamQuestion,
  args: {
    index: 1,
    kindLabel: "单选题",
    multiple: false,
    stem: "生产企业出口自产货物，增值税一般适用哪种退（免）税办法？",
    options: ["免退税办法", "免抵退税办法", "免税办法", "先征后退办法"],
    value: "",
  },
} satisfies Meta<typeof ExamQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {};
export const SingleChosen: Story = { args: { value: "B" } };
export const MultipleChosen: Story = {
  args: {
    kindLabel: "多选题",
    multiple: true,
    stem: "下列资料中，属于出口企业应按规定留存备查的备案单证的有（　）。",
    options: ["出口货物的购销合同", "出口货物的运输单据", "委托出口的代理出口协议", "企业年度财务审计报告"],
    value: "AB",
  },
};
export const TrueFalse: Story = {
  args: { kindLabel: "判断题", stem: "数电发票与纸质发票具有同等法律效力。", options: ["正确", "错误"], value: "A" },
};
export const ReviewedRight: Story = {
  args: {
    value: "B",
    review: { answer: "B", correct: true, analysis: "生产企业出口自产货物适用免抵退税办法。" },
  },
};
export const ReviewedWrong: Story = {
  args: {
    value: "A",
    review: {
      answer: "B",
      correct: false,
      analysis: "生产企业出口自产货物适用免抵退税办法；外贸企业适用免退税办法。",
      extra: <a href="/course/details?id=1001&lecture=100101">复习：第1讲 政策背景与适用范围</a>,
    },
  },
};
export const ReviewedUnanswered: Story = {
  args: { value: "", review: { answer: "B", correct: false, analysis: "生产企业出口自产货物适用免抵退税办法。" } },
};
