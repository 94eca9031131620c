import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleLiveSpecialLogo } from "../../stories/sample-images";
import { sampleLives, storyNow } from "../../stories/sample-lives";
import { LiveCell } from "./live-cell";

const meta = {
  title: "Live/LiveCell",
  component: LiveCell,
  args: {
    live: sampleLives[0]!,
    now: storyNow,
    onJump: () => {},
    specialLogo: sampleLiveSpecialLogo,
  },
} satisfies Meta<typeof LiveCell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 未开播 with 报名预约 and the 开播时间 block. */
export const NotStarted: Story = {};
/** Booked: a grey 已预约 button that does nothing. */
export const Booked: Story = { args: { live: sampleLives[1]! } };
/** 直播中 with 立即进入; createMode 2 shows the special logo. */
export const Live: Story = { args: { live: sampleLives[2]! } };
/** Not started, createMode 2: the special logo in the cover's corner (spec §3). */
export const SpecialLogo: Story = { args: { live: { ...sampleLives[0]!, specialLogo: true } } };
/** createMode 2 but the app gave no logo image: nothing is drawn. */
export const SpecialLogoWithoutImage: Story = { args: { live: sampleLives[2]!, specialLogo: undefined } };
/** 回放 with 查看回放. */
export const Replay: Story = { args: { live: sampleLives[3]! } };
/** No start time: 暂无相关信息. */
export const StartTimeUnknown: Story = { args: { live: sampleLives[4]! } };
export const ColumnLayout: Story = { args: { layout: "column" } };
/** With the detail page's address: the cover, the title and 立即进入 are real links. */
export const WithLinks: Story = { args: { live: sampleLives[2]!, href: "/liveDetail?id=3" } };
/** Booked with the cancel action: 取消预约 beside the grey 已预约. */
export const BookedWithCancel: Story = {
  args: { live: sampleLives[1]!, href: "/liveDetail?id=2", onCancel: () => {} },
};
/** A booking or cancel request running: the actions are disabled. */
export const Busy: Story = { args: { live: sampleLives[1]!, onCancel: () => {}, busy: true } };
