export { CourseCard, type CourseCardProps } from "./course-card";
export {
  CourseLabelBadgeImage,
  type CourseLabelBadgeImageProps,
  type LabelBadgeImage,
  type LabelBadgeImages,
} from "./label-badge";
