import type { Meta, StoryObj } from "@storybook/react-vite";
import { AnswerItem } from "./answer-item";

const meta = {
  title: "QA/AnswerItem",
  component: AnswerItem,
  args: {
    authorName: "学员0002",
    content: "我们公司也遇到过，补齐报关单电子信息后再申报就通过了。",
    time: "3小时前",
  },
} satisfies Meta<typeof AnswerItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Learner: Story = {};
/** A lecturer's answer: the 讲师 mark and the lecturer's title. */
export const Lecturer: Story = {
  args: {
    authorName: "王立新",
    lecturer: true,
    lecturerTitle: "注册税务师 · 前税务机关出口退税科科长",
    content: "可以先申报。退税办理完毕之日起 8 个月内仍未收汇的，需要补缴已退税款。\n请保留好合同和催款记录。",
    time: "1天前",
  },
};
/** The learner's own answer can be deleted. */
export const Own: Story = { args: { onDelete: () => {} } };
/** Typed markup is shown as text, never as HTML. */
export const TextWithMarkup: Story = { args: { content: "<b>这不是粗体</b> 而是原样显示的文字" } };
