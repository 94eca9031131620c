import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleImage } from "../../stories/sample-images";
import { LazyImage } from "./lazy-image";

const meta = {
  title: "Display/LazyImage",
  component: LazyImage,
  args: { src: sampleImage("个税汇算", 0), alt: "个税汇算课程封面", width: 270, height: 152 },
} satisfies Meta<typeof LazyImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Contain: Story = { args: { fit: "contain" } };
export const FillsParent: Story = {
  args: { fill: true },
  render: (args) => (
    <div style={{ width: 400 }}>
      <LazyImage {...args} />
    </div>
  ),
};
/** The one load attempt failed: the placeholder replaces the image. */
export const Failed: Story = { args: { src: "/missing-image.png" } };
export const NoSource: Story = { args: { src: undefined } };
