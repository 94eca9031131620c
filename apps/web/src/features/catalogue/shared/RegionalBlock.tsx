import type { RegionalColumnData } from "@taxlearn/api";
import { normalizeCourseCard, normalizeLiveItem, shouldShowPrice } from "@taxlearn/core";
import { RegionalRecommendation } from "@taxlearn/ui";
import { useState } from "react";
import { useNavigate } from "react-router";
import { COURSE_LABEL_BADGE_IMAGES } from "../../../app/course-label-badges";
import { useNavigateHandler } from "../../../app/navigation/use-navigate-handler";
import { courseDetailPath, liveDetailPath } from "./catalogue-links";

export interface RegionalBlockProps {
  column: typeof RegionalColumnData.Type;
  /** A passed title wins over the column's own (spec §2). */
  title?: string;
  /** Leave out the column's 'more' link (on the page it points to). */
  hideMore?: boolean;
}

/** The kit's regional recommendation on a regionalColumn answer: course cards open details, lives open the session. */
export function RegionalBlock({ column, title, hideMore = false }: RegionalBlockProps) {
  const navigate = useNavigate();
  const onNavigate = useNavigateHandler();
  const [now] = useState(() => new Date());
  return (
    <RegionalRecommendation
      {...(title ? { title } : {})}
      recommendedTitle={column.title}
      {...(column.moreLink && !hideMore ? { moreHref: column.moreLink } : {})}
      onNavigate={onNavigate}
      courses={column.courses.map(normalizeCourseCard)}
      lives={column.lives.map(normalizeLiveItem)}
      now={now}
      onOpenCourse={(course) => {
        if (course.id !== null) navigate(courseDetailPath(course.id));
      }}
      onOpenLive={(_source, live) => {
        if (live.id !== null) navigate(liveDetailPath(live.id));
      }}
      hidePrice={!shouldShowPrice(window.location.href)}
      labelBadgeImages={COURSE_LABEL_BADGE_IMAGES}
    />
  );
}
