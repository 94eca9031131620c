export { CourseCard, type CourseCardProps } from "./course-card";
export { CourseCardSkeleton } from "./course-card-skeleton";
export {
  CourseLabelBadgeImage,
  type CourseLabelBadgeImageProps,
  type LabelBadgeImage,
  type LabelBadgeImages,
} from "./label-badge";
