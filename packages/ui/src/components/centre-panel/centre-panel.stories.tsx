import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleAvatar } from "../../stories/sample-images";
import { CentrePanel } from "./centre-panel";

const meta = {
  title: "Centre/CentrePanel",
  component: CentrePanel,
  args: {
    avatar: null,
    username: "学员0001",
    orgName: null,
    vip: null,
    vipHref: "/vip",
    onNavigate: () => {},
  },
  decorators: [(Story) => <div style={{ maxWidth: 220 }}>{Story()}</div>],
} satisfies Meta<typeof CentrePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not a member: 您还不是会员 and 开通会员. */
export const NotVip: Story = {};
/** An active member: the VIP name with its validity range and 去购买. */
export const Vip: Story = {
  args: { username: "会员0002", vip: { name: "年度会员", startDate: "2026-10-21", endDate: "2027-10-21" } },
};
/** Logged in through an organisation: the last organisation of the list under the name. */
export const WithOrganisation: Story = { args: { orgName: "华东财税培训中心" } };
export const WithAvatar: Story = { args: { avatar: sampleAvatar("学员") } };
/** Long names are cut with an ellipsis, never widening the panel. */
export const LongNames: Story = {
  args: {
    username: "一位名字特别特别特别长的学员用户名称",
    orgName: "某某省某某市某某区财税服务与培训中心有限公司",
    vip: { name: "年度会员", startDate: "2026-10-21", endDate: "2027-10-21" },
  },
};
/** The learner's info is still loading. */
export const Loading: Story = { args: { loading: true, username: "" } };
