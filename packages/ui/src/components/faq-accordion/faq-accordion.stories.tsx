import type { Meta, StoryObj } from "@storybook/react-vite";
import { SAMPLE_FAQ } from "../../stories/sample-commerce";
import { FaqAccordion } from "./faq-accordion";

const meta = {
  title: "Commerce/FaqAccordion",
  component: FaqAccordion,
  args: { items: SAMPLE_FAQ },
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All questions closed. */
export const Closed: Story = {};
/** The first answer open. */
export const FirstOpen: Story = { args: { defaultOpenId: 1 } };
/** A long answer with line breaks. */
export const LongAnswer: Story = {
  args: {
    items: [
      {
        id: 9,
        question: "如何申请退款？",
        answer: "课程：购买后7天内、观看进度不超过20%可申请退款。\n会员：开通后不支持退款。\n退款审核通过后原路退回。",
      },
    ],
    defaultOpenId: 9,
  },
};
