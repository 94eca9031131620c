import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArticleListItem } from "./article-list-item";

const meta = {
  title: "Content/ArticleListItem",
  component: ArticleListItem,
  args: {
    title: "关于进一步优化出口退税办理流程的公告",
    summary: "为进一步便利出口企业办理出口退税，税务总局决定优化出口退税备案、申报、审核等环节，压缩办理时间……",
    date: "2026-11-18 星期三",
    source: "国家税务总局",
    tags: ["出口退税", "公告"],
    href: "/policy/details?id=1",
  },
} satisfies Meta<typeof ArticleListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Policy: Story = {};
/** In search results the keyword is marked. */
export const SearchResult: Story = { args: { keyword: "出口退税" } };
export const TitleOnly: Story = { args: { summary: undefined, date: undefined, source: undefined, tags: [] } };
export const CaseItem: Story = {
  args: {
    title: "某贸易公司骗取出口退税案",
    summary: "稽查部门通过大数据分析发现该公司出口货物与申报不符……",
    source: "稽查案例",
    tags: ["骗税", "稽查"],
  },
};
