import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sampleLecturers } from "../../stories/sample-lecturers";
import { LecturerList } from "./lecturer-list";

describe("LecturerList", () => {
  it("shows at most five lecturers (spec §9)", () => {
    render(<LecturerList lecturers={sampleLecturers} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(5);
    expect(screen.queryByText("赵敏")).toBeNull();
  });

  it("gives a single lecturer a detailed card with the title", () => {
    render(<LecturerList lecturers={sampleLecturers.slice(0, 1)} />);
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.getByText("注册税务师 · 前税务稽查局科长")).toBeTruthy();
  });

  it("draws nothing without lecturers", () => {
    const { container } = render(<LecturerList lecturers={null} />);
    expect(container.innerHTML).toBe("");
  });
});
