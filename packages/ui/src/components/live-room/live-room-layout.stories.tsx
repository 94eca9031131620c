import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleLives, storyNow } from "../../stories/sample-lives";
import { LiveInfo } from "./live-info";
import { LivePlayer } from "./live-player";
import { LiveRoomLayout } from "./live-room-layout";

const main = (
  <>
    <LivePlayer source={null} placeholder="直播尚未开始，开播后将在此播放" />
    <LiveInfo live={sampleLives[0]!} now={storyNow} description="" lecturer={null} onAction={() => {}} />
  </>
);

const meta = {
  title: "Live/LiveRoomLayout",
  component: LiveRoomLayout,
  args: { main },
} satisfies Meta<typeof LiveRoomLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a side column: the main column takes the width. */
export const MainOnly: Story = {};
/** With a side column (the live chat goes there); one column under the `large` breakpoint. */
export const WithSide: Story = {
  args: { side: <section aria-label="互动">直播互动区</section>, sideLabel: "直播互动" },
};
