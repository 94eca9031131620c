import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyNow } from "../../stories/sample-lives";
import { LiveStudioPanel } from "./live-studio-panel";

const studio = {
  title: "增值税直播：留抵退税实务",
  status: 0,
  rtmpUrl: "rtmp://127.0.0.1:1935/live",
  streamKey: "q3Vd9sKx2mZ0bT7yHc1LwN4eRf8uJp6A",
  viewers: 0,
  publishing: false,
};

const meta = {
  title: "Live/LiveStudioPanel",
  component: LiveStudioPanel,
  args: { studio, now: storyNow, onCopy: () => {}, onRotate: () => {} },
} satisfies Meta<typeof LiveStudioPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before going live: address, key and the one ffmpeg command. */
export const NotStarted: Story = {};
/** 直播中 with a publisher and viewers. */
export const Live: Story = { args: { studio: { ...studio, status: 1, publishing: true, viewers: 37 } } };
/** The publisher dropped: still 直播中 during the reconnect grace. */
export const ReconnectGrace: Story = { args: { studio: { ...studio, status: 1, publishing: false, viewers: 12 } } };
/** 回放. */
export const Ended: Story = { args: { studio: { ...studio, status: 2 } } };
/** A new key on its way. */
export const Rotating: Story = { args: { rotating: true } };
