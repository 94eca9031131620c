import { type CourseLabelBadge, courseLabelBadge } from "@taxlearn/core";

export interface LabelBadgeImage {
  src: string;
  alt: string;
  /** The image's own size: the browser reserves its box before it arrives. */
  width?: number;
  height?: number;
}

/** The three label-badge images of spec §4, keyed by core's `courseLabelBadge`. */
export type LabelBadgeImages = Partial<Record<CourseLabelBadge, LabelBadgeImage>>;

export interface CourseLabelBadgeImageProps {
  course: {
    readonly productType?: number | null | undefined;
    readonly teachingMethod?: number | null | undefined;
  };
  images: LabelBadgeImages | undefined;
  className?: string;
}

/** The label badge of a course (spec §4): the image core's `courseLabelBadge` picks, or nothing. */
export function CourseLabelBadgeImage({ course, images, className }: CourseLabelBadgeImageProps) {
  const badge = courseLabelBadge(course);
  const image = badge ? images?.[badge] : undefined;
  if (!image) return null;
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      decoding="async"
      data-label-badge={badge}
    />
  );
}
