import type { Meta, StoryObj } from "@storybook/react-vite";
import { Inline } from "../inline";
import { InvoiceStatusTag } from "./invoice-status-tag";

const meta = {
  title: "Invoices/InvoiceStatusTag",
  component: InvoiceStatusTag,
  args: { status: 1 },
} satisfies Meta<typeof InvoiceStatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Issued: Story = { args: { status: 2 } };
export const Voided: Story = { args: { status: 3 } };
export const All: Story = {
  render: () => (
    <Inline space="small">
      {[1, 2, 3].map((status) => (
        <InvoiceStatusTag key={status} status={status} />
      ))}
    </Inline>
  ),
};
