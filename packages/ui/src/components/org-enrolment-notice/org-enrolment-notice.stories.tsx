import type { Meta, StoryObj } from "@storybook/react-vite";
import { OrgEnrolmentNotice } from "./org-enrolment-notice";

const meta = {
  title: "Account/OrgEnrolmentNotice",
  component: OrgEnrolmentNotice,
  args: { orgName: "云合企业服务平台", minutesLeft: 15 },
} satisfies Meta<typeof OrgEnrolmentNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const LastMinute: Story = { args: { minutesLeft: 1 } };
export const UnnamedOrganisation: Story = { args: { orgName: "" } };
export const Expired: Story = { args: { minutesLeft: 0 } };
