import type { NormalizedCourseCard } from "@taxlearn/core";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { courseDetailsPath } from "./content-paths";

/** Opens a course card's detail screen. */
export function useOpenCourse(): (course: NormalizedCourseCard) => void {
  const navigate = useNavigate();
  return useCallback(
    (course) => {
      if (course.id !== null) navigate(courseDetailsPath(course.id));
    },
    [navigate],
  );
}
