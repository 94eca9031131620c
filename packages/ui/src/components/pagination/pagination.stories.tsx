import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Pagination, type PaginationProps } from "./pagination";

function StatefulPagination(props: Omit<PaginationProps, "onPageChange" | "onPageSizeChange"> & { sizes?: boolean }) {
  const { sizes = false, ...rest } = props;
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize ?? 10);
  return (
    <Pagination
      {...rest}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={
        sizes
          ? (size) => {
              setPageSize(size);
              setPage(1);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: "Navigation/Pagination",
  component: StatefulPagination,
  args: { total: 200, page: 1 },
} satisfies Meta<typeof StatefulPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 10 } };
export const LastPage: Story = { args: { page: 20 } };
export const FewPages: Story = { args: { total: 42 } };
export const SinglePage: Story = { args: { total: 6 } };
export const NoResults: Story = { args: { total: 0 } };
export const WithPageSizes: Story = { args: { sizes: true, page: 3 } };
export const WidePager: Story = { args: { total: 1000, page: 50, pagerCount: 11 } };
export const Minimal: Story = { args: { showTotal: false, showJumper: false, page: 5 } };
/** A list paged in its address: every page is a link (the story's links point at the story itself). */
export const PagesAsLinks: Story = { args: { page: 4, pageHref: (page: number) => `?page=${page}` } };
