import type { Meta, StoryObj } from "@storybook/react-vite";
import { SAMPLE_VIP_RIGHT_GROUPS } from "../../stories/sample-commerce";
import { VipRightsGrid } from "./vip-rights-grid";

const meta = {
  title: "Commerce/VipRightsGrid",
  component: VipRightsGrid,
  args: { groups: SAMPLE_VIP_RIGHT_GROUPS },
} satisfies Meta<typeof VipRightsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two types, each its own titled grid. */
export const Grouped: Story = {};
/** One type only. */
export const SingleGroup: Story = { args: { groups: SAMPLE_VIP_RIGHT_GROUPS.slice(0, 1) } };
/** A right with an image icon. */
export const WithIcon: Story = {
  args: {
    groups: [
      {
        type: "1",
        label: "学习特权",
        rights: [{ id: 9, name: "直播回放", icon: "/media/images/vip-live.svg", description: "所有直播可看回放" }],
      },
    ],
  },
};
