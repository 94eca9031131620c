export { CourseCard, type CourseCardProps, type LabelBadgeImage } from "./course-card";
