import type { Meta, StoryObj } from "@storybook/react-vite";
import { Tabs } from "./tabs";

const searchTabs = [
  { id: "course", label: "课程", content: <p>与“出口退税”相关的课程</p> },
  { id: "policy", label: "政策", content: <p>与“出口退税”相关的政策</p> },
  { id: "case", label: "案例", content: <p>与“出口退税”相关的案例</p> },
];

const meta = {
  title: "Navigation/Tabs",
  component: Tabs,
  args: { tabs: searchTabs, label: "搜索结果分类" },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {};
export const SecondSelected: Story = { args: { defaultValue: "policy" } };
export const WithDisabledTab: Story = {
  args: {
    tabs: [
      { id: "all", label: "全部", content: <p>全部微课</p> },
      { id: "course-based", label: "课程类", content: <p>课程类微课</p> },
      { id: "standalone", label: "独立微课", disabled: true, content: <p>独立微课</p> },
    ],
  },
};
/** Tabs used as a filter only: no panels. */
export const WithoutPanels: Story = {
  args: {
    tabs: [
      { id: "inspection", label: "稽查案例" },
      { id: "classic", label: "经典税案" },
      { id: "judicial", label: "司法判例" },
    ],
    label: "案例类型",
  },
};
