import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleCourses } from "../../stories/sample-courses";
import { sampleLabelBadges, sampleLiveSpecialLogo } from "../../stories/sample-images";
import { sampleLives, storyNow } from "../../stories/sample-lives";
import { LiveCell } from "../live-cell";
import { RegionalRecommendation } from "./regional-recommendation";

const meta = {
  title: "Course/RegionalRecommendation",
  component: RegionalRecommendation,
  args: {
    title: "区域推荐 · 广东",
    moreHref: "/course/region",
    courses: sampleCourses.slice(0, 4),
    lives: sampleLives.slice(0, 2),
    now: storyNow,
    courseHref: (course) => (course.id === null ? null : `/course/details?id=${course.id}`),
    onOpenLive: () => {},
    liveHref: (live) => `/liveDetail?id=${live.id}`,
    onNavigate: () => {},
    labelBadgeImages: sampleLabelBadges,
    liveSpecialLogo: sampleLiveSpecialLogo,
  },
} satisfies Meta<typeof RegionalRecommendation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
/** No passed title: the recommended item's title is the heading. */
export const RecommendedItemTitle: Story = { args: { title: undefined, recommendedTitle: "出口退税专区" } };
export const WithoutMoreLink: Story = { args: { moreHref: undefined } };
/** A createMode 2 session (直播中) carries the special logo (spec §3). */
export const LiveWithSpecialLogo: Story = { args: { lives: sampleLives.slice(1, 3) } };
/** The app draws each session itself (in the app, a cell driven by the booking machine); here shown booked. */
export const AppLiveCells: Story = {
  args: {
    onOpenLive: undefined,
    liveHref: undefined,
    renderLive: (live) => (
      <LiveCell live={{ ...live, scheduled: true }} now={storyNow} onJump={() => {}} titleLevel={4} />
    ),
  },
};
export const NoLives: Story = { args: { lives: [] } };
export const NoCourses: Story = { args: { courses: [] } };
