import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Stack } from "../stack";
import { FilterChips } from "./filter-chips";

const categories = [
  { value: "all", label: "全部" },
  { value: "vat", label: "增值税" },
  { value: "iit", label: "个人所得税" },
  { value: "cit", label: "企业所得税" },
  { value: "export", label: "出口退税" },
];

function CourseFilters({ initialCategory }: { initialCategory: string }) {
  const [category, setCategory] = useState(initialCategory);
  const [sort, setSort] = useState("latest");
  return (
    <Stack space="none">
      <FilterChips label="分类" options={categories} value={category} onChange={setCategory} />
      <FilterChips
        label="排序"
        options={[
          { value: "latest", label: "最新" },
          { value: "hot", label: "最热" },
        ]}
        value={sort}
        onChange={setSort}
      />
    </Stack>
  );
}

const meta = {
  title: "Navigation/FilterChips",
  component: CourseFilters,
  args: { initialCategory: "all" },
} satisfies Meta<typeof CourseFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllSelected: Story = {};
export const CategorySelected: Story = { args: { initialCategory: "export" } };
