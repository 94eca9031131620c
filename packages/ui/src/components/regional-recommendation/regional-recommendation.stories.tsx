import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleCourses } from "../../stories/sample-courses";
import { sampleLabelBadges } from "../../stories/sample-images";
import { sampleLives, storyNow } from "../../stories/sample-lives";
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
    onOpenCourse: () => {},
    onOpenLive: () => {},
    onNavigate: () => {},
    labelBadgeImages: sampleLabelBadges,
  },
} satisfies Meta<typeof RegionalRecommendation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
/** No passed title: the recommended item's title is the heading. */
export const RecommendedItemTitle: Story = { args: { title: undefined, recommendedTitle: "出口退税专区" } };
export const WithoutMoreLink: Story = { args: { moreHref: undefined } };
export const NoLives: Story = { args: { lives: [] } };
export const NoCourses: Story = { args: { courses: [] } };
