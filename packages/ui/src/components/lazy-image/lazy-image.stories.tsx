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
/**
 * Loading: until the image has come near the viewport (and until it has loaded) only the fixed aspect box shows, in
 * the muted surface colour, so nothing below it moves when the image arrives. Here the image waits below the fold of
 * a scroll box: scroll down and it starts loading, then fades in.
 */
export const Loading: Story = {
  render: (args) => (
    <div style={{ width: 320, height: 240, overflow: "auto", border: "1px solid #dcdfe6", padding: 12 }}>
      <p style={{ height: 300, margin: 0 }}>向下滚动：封面接近可视区域时才开始加载，加载前只显示同尺寸的占位框。</p>
      <LazyImage {...args} />
      <p style={{ margin: "12px 0 0" }}>占位框下方的内容不会因图片加载而移动。</p>
    </div>
  ),
};
/** The one load attempt failed: the placeholder replaces the image. */
export const Failed: Story = { args: { src: "/missing-image.png" } };
export const NoSource: Story = { args: { src: undefined } };
