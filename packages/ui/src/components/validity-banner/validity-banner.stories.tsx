import type { Meta, StoryObj } from "@storybook/react-vite";
import { ValidityBanner } from "./validity-banner";

const facts = [
  { term: "文号", value: "财政部 税务总局公告2022年第15号" },
  { term: "发文机关", value: "财政部、国家税务总局" },
  { term: "发布日期", value: "2022-03-24" },
  { term: "生效日期", value: "2022-04-01" },
  { term: "适用地区", value: "全国" },
];

const meta = {
  title: "Content/ValidityBanner",
  component: ValidityBanner,
  args: { validity: "effective", label: "全文有效", facts, chainTitle: "修改废止沿革", chain: [] },
} satisfies Meta<typeof ValidityBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Effective: Story = {};

export const PartiallyInvalid: Story = {
  args: {
    validity: "partiallyInvalid",
    label: "部分失效",
    chain: [
      {
        label: "被修改",
        title: "关于进一步便利出口退税办理 促进外贸平稳发展有关事项的公告",
        docNumber: "国家税务总局公告2022年第9号",
        effectiveFrom: "2022-06-01",
        note: "第八条第（二）项、第十条第（二）项废止",
        href: "/policy/details?id=2001",
      },
    ],
  },
};

export const Repealed: Story = {
  args: {
    validity: "repealed",
    label: "全文废止",
    chain: [
      {
        label: "被废止",
        title: "关于明确增值税小规模纳税人减免增值税等政策的公告",
        docNumber: "财政部 税务总局公告2023年第1号",
        effectiveFrom: "2023-01-01",
        note: "全文废止",
        href: "/policy/details?id=2012",
      },
    ],
  },
};

export const Pending: Story = {
  args: { validity: "pending", label: "尚未生效", upcoming: "将于 2026-12-10 起生效" },
};
