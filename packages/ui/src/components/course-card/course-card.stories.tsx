import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleCourses } from "../../stories/sample-courses";
import { sampleLabelBadges } from "../../stories/sample-images";
import { CourseCard } from "./course-card";
import { CourseCardSkeleton } from "./course-card-skeleton";

const labelBadgeImages = sampleLabelBadges;

const meta = {
  title: "Course/CourseCard",
  component: CourseCard,
  args: { course: sampleCourses[0]!, href: "/course/details?id=1", size: "centre", labelBadgeImages },
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 上新 badge, label badge two (teaching method 1), discounted price. */
export const NewPaid: Story = {};
/** 更新 badge, label badge three (teaching method 2), free course. */
export const UpdatedFree: Story = { args: { course: sampleCourses[1]! } };
/** productType 15: label badge one, no content badge. */
export const CourseList: Story = { args: { course: sampleCourses[2]! } };
/** orgStatus 2: the grey overlay (label badge three, teaching method 3). */
export const GreyedForOrganisation: Story = { args: { course: sampleCourses[3]! } };
/** Inside the learner centre the price is hidden. */
export const PriceHidden: Story = { args: { hidePrice: true } };
/** Without label-badge images no label badge is drawn. */
export const WithoutLabelBadges: Story = { args: { labelBadgeImages: undefined } };
export const WithUpdateDate: Story = { args: { showUpdated: true } };
export const BrokenImage: Story = { args: { course: { ...sampleCourses[0]!, image: "/missing.png" } } };
export const FluidGrid: Story = {
  args: { size: "fluid" },
  render: (args) => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(4, 1fr)", gap: 20, maxWidth: 1200 }}>
      {sampleCourses.map((course) => (
        <CourseCard key={String(course.id)} {...args} course={course} />
      ))}
    </div>
  ),
};
/** The loading placeholder beside a loaded card: the same box, so a list arriving moves nothing. */
export const Skeleton: Story = {
  args: { size: "fluid" },
  render: (args) => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(2, 1fr)", gap: 12, maxWidth: 343 }}>
      <CourseCardSkeleton />
      <CourseCard {...args} course={sampleCourses[0]!} />
    </div>
  ),
};
