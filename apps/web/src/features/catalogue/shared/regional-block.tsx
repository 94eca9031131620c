import type { RegionalColumnData } from "@taxlearn/api";
import { normalizeCourseCard, normalizeLiveItem, shouldShowPrice } from "@taxlearn/core";
import { RegionalRecommendation } from "@taxlearn/ui";
import { useState } from "react";
import { useLocation } from "react-router";
import { BookableLiveCell, bookableLiveKey } from "../../../components/live/bookable-live-cell";
import { useLiveBooking } from "../../../components/live/use-live-booking";
import { useNavigateHandler } from "../../../hooks/use-navigate-handler";
import { COURSE_LABEL_BADGE_IMAGES } from "../../../lib/course-label-badges";
import { courseDetailPath } from "./catalogue-links";

export interface RegionalBlockProps {
  /** A regionalColumn answer; its lives' `scheduled` is the learner's, so callers read it again on a new session. */
  column: RegionalColumnData;
  /** A passed title wins over the column's own (spec §2). */
  title?: string;
  /** Leave out the column's 'more' link (on the page it points to). */
  hideMore?: boolean;
}

/**
 * The kit's regional recommendation on a regionalColumn answer (spec §2): course cards open their detail; each live
 * session is a `BookableLiveCell`, booking like the /home live row (报名预约 → grey 已预约; the image, 立即进入 and
 * 查看回放 open the session).
 */
export function RegionalBlock({ column, title, hideMore = false }: RegionalBlockProps) {
  const onNavigate = useNavigateHandler();
  const booking = useLiveBooking();
  const [now] = useState(() => new Date());
  // the router's location, not window's: the server renders the block too (decision 095)
  const location = useLocation();
  return (
    <RegionalRecommendation
      {...(title ? { title } : {})}
      recommendedTitle={column.title}
      {...(column.moreLink && !hideMore ? { moreHref: column.moreLink } : {})}
      onNavigate={onNavigate}
      courses={column.courses.map(normalizeCourseCard)}
      lives={column.lives.map(normalizeLiveItem)}
      now={now}
      courseHref={(course) => (course.id === null ? null : courseDetailPath(course.id))}
      renderLive={(live) => (
        <BookableLiveCell key={bookableLiveKey(live)} live={live} now={now} booking={booking} titleLevel={4} />
      )}
      hidePrice={!shouldShowPrice(location.pathname + location.search)}
      labelBadgeImages={COURSE_LABEL_BADGE_IMAGES}
    />
  );
}
