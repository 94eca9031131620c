import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleImage } from "../../stories/sample-images";
import { Carousel } from "./carousel";

const slides = [
  { id: "1", image: sampleImage("2026年度个税汇算专题", 0, 1200, 360), alt: "2026年度个税汇算专题" },
  { id: "2", image: sampleImage("出口退税实务精讲", 1, 1200, 360), alt: "出口退税实务精讲" },
  { id: "3", image: sampleImage("VIP会员 全站课程畅学", 2, 1200, 360), alt: "VIP会员 全站课程畅学" },
];

const meta = {
  title: "Display/Carousel",
  component: Carousel,
  args: { slides, width: 1200, height: 360, slideHref: (slide) => `/course/details?id=${slide.id}` },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Autoplay: Story = {};
export const Paused: Story = { args: { autoplay: false } };
export const SingleSlide: Story = { args: { slides: slides.slice(0, 1) } };
export const NotClickable: Story = { args: { slideHref: undefined } };
