import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleLives, storyNow } from "../../stories/sample-lives";
import { LiveInfo } from "./live-info";

const lecturer = { nickname: "王建国", positionalTitles: "注册税务师 · 高级会计师", avatar: null };
const description = "王建国老师主讲。直播中可与讲师和同学互动交流，结束后可随时查看回放。";

const meta = {
  title: "Live/LiveInfo",
  component: LiveInfo,
  args: { live: sampleLives[0]!, now: storyNow, description, lecturer, onAction: () => {} },
} satisfies Meta<typeof LiveInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 未开播: 报名预约 and the 开播时间 block. */
export const NotStarted: Story = {};
/** Booked: grey 已预约. */
export const Booked: Story = { args: { live: sampleLives[1]! } };
/** A booking on its way. */
export const Booking: Story = { args: { busy: true } };
/** 直播中 with 立即进入. */
export const Live: Story = { args: { live: sampleLives[2]! } };
/** 回放 with 查看回放. */
export const Replay: Story = { args: { live: sampleLives[3]! } };
/** No start time: 暂无相关信息. */
export const StartTimeUnknown: Story = { args: { live: sampleLives[4]! } };
/** No lecturer card and no description. */
export const Bare: Story = { args: { lecturer: null, description: "" } };
