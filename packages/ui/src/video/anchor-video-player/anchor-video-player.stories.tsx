import type { Meta, StoryObj } from "@storybook/react-vite";
import { SAMPLE_CAPTIONS_VTT, SAMPLE_EVENTS, SAMPLE_LECTURE } from "../sample-interaction-events";
import { AnchorVideoPlayer } from "./anchor-video-player";

/**
 * The anchor player on the local sample stream (apps/server/media/video, served at /media). Stories of encrypted
 * lectures need the server (a playback token and the key endpoint), so they live in the web app's e2e tests.
 */
const meta = {
  title: "Video/AnchorVideoPlayer",
  component: AnchorVideoPlayer,
  parameters: { layout: "centered" },
  args: {
    ...SAMPLE_LECTURE,
    definitionLabels: [...SAMPLE_LECTURE.definitionLabels],
    width: "960px",
    height: "540px",
    events: SAMPLE_EVENTS,
  },
} satisfies Meta<typeof AnchorVideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opening clip, lecture with presenter layer and every card type, closing clip. */
export const Lecture: Story = {};

/** spec §3 default size 360 × 225. */
export const DefaultSize: Story = { args: { width: undefined, height: undefined } };

/** Resumes at the saved breakpoint (12 s), just before the question card at 13 s. */
export const ResumeFromBreakpoint: Story = {
  args: { startAt: 12, events: SAMPLE_EVENTS.filter((e) => e.type !== 5) },
};

/** Without a presenter layer or clips. */
export const PlainLecture: Story = { args: { overlaySource: undefined, events: [] } };

/** With the optional logo (spec §3). */
export const WithLogo: Story = {
  args: { options: { logo: "/media/video/cards/key-point.png" } },
};

/** The web app fetches the captions with the login and hands the player a blob URL of the file: so do the stories. */
const sampleCaptions = { src: URL.createObjectURL(new Blob([SAMPLE_CAPTIONS_VTT], { type: "text/vtt" })) };

/** With captions, off until the 字幕 button turns them on. */
export const CaptionsOff: Story = {
  args: { captions: sampleCaptions, events: [], overlaySource: undefined },
};

/** Captions on from the start (the cue at 12 s: 计算方法分三步…), above the control bar. */
export const CaptionsOn: Story = {
  args: { captions: sampleCaptions, captionsShown: true, startAt: 12, events: [], overlaySource: undefined },
};

/** A lecture without captions: no 字幕 button. */
export const NoCaptions: Story = {
  args: { captions: undefined, events: [], overlaySource: undefined },
};
