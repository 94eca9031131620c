import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button";
import { InvoiceTitleCard } from "./invoice-title-card";

const meta = {
  title: "Invoices/InvoiceTitleCard",
  component: InvoiceTitleCard,
  args: {
    titleType: 2,
    name: "北京鑫税通财务咨询有限公司",
    taxNo: "91110000600037341L",
    address: "北京市朝阳区建国路1号",
    phone: "010-12345678",
    bank: "中国工商银行北京分行",
    account: "0200001234567890",
    specialReady: true,
  },
} satisfies Meta<typeof InvoiceTitleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const actions = (
  <>
    <Button size="small" tone="secondary">
      编辑
    </Button>
    <Button size="small" tone="text">
      设为默认
    </Button>
    <Button size="small" tone="danger">
      删除
    </Button>
  </>
);

export const CompanyFull: Story = { args: { actions } };
export const CompanyDefault: Story = { args: { isDefault: true, actions } };
export const CompanyTaxNumberOnly: Story = {
  args: { address: "", phone: "", bank: "", account: "", specialReady: false, actions },
};
export const Personal: Story = { args: { titleType: 1, name: "张三", specialReady: false, actions } };
export const WithoutActions: Story = {};
export const LongName: Story = {
  args: { name: "中税网（北京）财税科技发展集团股份有限公司上海浦东新区分公司第一营业部", actions },
};
