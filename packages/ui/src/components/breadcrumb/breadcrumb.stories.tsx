import type { Meta, StoryObj } from "@storybook/react-vite";
import { Breadcrumb } from "./breadcrumb";

const meta = {
  title: "Frame/Breadcrumb",
  component: Breadcrumb,
  args: { onNavigate: () => {} },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleLevel: Story = { args: { items: [{ title: "首页", to: "/home" }] } };
export const Nested: Story = {
  args: {
    items: [
      { title: "首页", to: "/home" },
      { title: "政策法规", to: "/policy" },
      { title: "政策详情", to: "/policy/details?id=12" },
    ],
  },
};
/** No titled routes matched: nothing is drawn. */
export const NoItems: Story = {
  args: { items: [] },
  render: (args) => (
    <div>
      <Breadcrumb {...args} />
    </div>
  ),
};
