import type { Meta, StoryObj } from "@storybook/react-vite";
import { Inline } from "../inline";
import { ContentBadge } from "./content-badge";

const meta = {
  title: "Display/ContentBadge",
  component: ContentBadge,
  args: { type: 2 },
} satisfies Meta<typeof ContentBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Updated: Story = {};
export const New: Story = { args: { type: 3 } };
export const InProduction: Story = { args: { type: 1, showHidden: true } };
export const AwaitingUpdate: Story = { args: { type: 4, showHidden: true } };
/** Types 1 and 4 draw nothing on a card (spec §3). */
export const HiddenOnCards: Story = {
  args: { type: 1 },
  render: (args) => (
    <p>
      徽标：
      <ContentBadge {...args} />
      （不显示）
    </p>
  ),
};
export const All: Story = {
  render: () => (
    <Inline space="small">
      {[1, 2, 3, 4].map((type) => (
        <ContentBadge key={type} type={type} showHidden />
      ))}
    </Inline>
  ),
};
