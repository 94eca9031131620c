import type { Meta, StoryObj } from "@storybook/react-vite";
import { HighlightText } from "./highlight-text";

const meta = {
  title: "Display/HighlightText",
  component: HighlightText,
  args: { text: "出口退税申报全流程精讲：出口退税备案、申报与退库", keyword: "出口退税" },
} satisfies Meta<typeof HighlightText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matches: Story = {};
export const NoMatch: Story = { args: { keyword: "印花税" } };
export const EmptyKeyword: Story = { args: { keyword: "" } };
export const LatinCaseInsensitive: Story = { args: { text: "VAT 与 vat 的区别", keyword: "Vat" } };
