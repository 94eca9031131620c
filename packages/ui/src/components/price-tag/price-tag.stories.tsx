import type { Meta, StoryObj } from "@storybook/react-vite";
import { PriceTag } from "./price-tag";

const meta = {
  title: "Display/PriceTag",
  component: PriceTag,
  args: { price: 199 },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {};
export const Discounted: Story = { args: { price: "99.00", originalPrice: "199.00" } };
export const Free: Story = { args: { price: "0.00" } };
export const Missing: Story = { args: { price: undefined } };
export const Large: Story = { args: { price: 1280, size: "large" } };
