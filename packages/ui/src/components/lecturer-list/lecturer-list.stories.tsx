import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleLecturers } from "../../stories/sample-lecturers";
import { LecturerList } from "./lecturer-list";

const meta = {
  title: "Course/LecturerList",
  component: LecturerList,
  args: { lecturers: sampleLecturers.slice(0, 3) },
} satisfies Meta<typeof LecturerList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {};
/** Six given, five shown (spec §9). */
export const MoreThanFive: Story = { args: { lecturers: sampleLecturers } };
export const SingleDetailed: Story = { args: { lecturers: sampleLecturers.slice(0, 1) } };
export const WithoutAvatar: Story = { args: { lecturers: [{ nickname: "周老师", positionalTitles: "税务师" }] } };
export const NoLecturers: Story = {
  args: { lecturers: [] },
  render: (args) => (
    <div>
      <LecturerList {...args} />
    </div>
  ),
};
