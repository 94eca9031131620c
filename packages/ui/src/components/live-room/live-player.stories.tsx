import type { Meta, StoryObj } from "@storybook/react-vite";
import { LIVE_ROOM_TEXT } from "../../live-room.messages";
import { LivePlayer } from "./live-player";

/** A seeded replay (apps/server/media/live-replays, served at /media); the live story plays it as a live source. */
const SAMPLE_REPLAY = "/media/live-replays/replay-1/index.m3u8";

const meta = {
  title: "Live/LivePlayer",
  component: LivePlayer,
  args: { source: null, placeholder: LIVE_ROOM_TEXT.notStartedPlaceholder },
} satisfies Meta<typeof LivePlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 未开播: the stage says when it will play; hls.js is not loaded. */
export const NotStarted: Story = {};
/** A session for VIPs and buyers, for a learner without either. */
export const Locked: Story = { args: { placeholder: "该直播仅限VIP会员或已购课程的学员观看" } };
/** Ended without a recording. */
export const NoReplay: Story = { args: { placeholder: LIVE_ROOM_TEXT.noReplayPlaceholder } };
/** 直播中: starts by itself, muted, with the 直播 badge. */
export const Live: Story = { args: { source: { kind: "live", url: SAMPLE_REPLAY, resumeAt: 0 } } };
/** 回放 from the learner's saved position (4 s). */
export const Replay: Story = { args: { source: { kind: "replay", url: SAMPLE_REPLAY, resumeAt: 4 } } };
/** A source that cannot be loaded: 视频加载失败 with 重试. */
export const LoadFailed: Story = { args: { source: { kind: "live", url: "/media/live/0/live.m3u8", resumeAt: 0 } } };
