import type { Meta, StoryObj } from "@storybook/react-vite";
import { SectionHeader } from "./section-header";

const meta = {
  title: "Layout/SectionHeader",
  component: SectionHeader,
  args: { title: "精选课程", moreHref: "/choiceness", onNavigate: () => {} },
} satisfies Meta<typeof SectionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMoreLink: Story = {};
export const WithSubtitle: Story = {
  args: { title: "新政速递", subtitle: "第一时间掌握最新财税政策", moreHref: "/new-policy" },
};
export const TitleOnly: Story = { args: { moreHref: undefined } };
