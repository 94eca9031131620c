import type { Meta, StoryObj } from "@storybook/react-vite";
import { QrCode } from "./qr-code";

const meta = {
  title: "Display/QrCode",
  component: QrCode,
  args: { value: "https://example.com/app/download", label: "APP下载" },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { size: 160 } };
export const WithoutCaption: Story = { args: { hideLabel: true } };
export const LongUrl: Story = {
  args: { value: "https://example.com/materials?topic=export-tax-refund&from=side-toolbar&v=2", label: "学习资料" },
};
