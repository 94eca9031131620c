/**
 * Where the seeded images live: every image URL the seed stores is built here, and
 * `scripts/make-seed-images.ts` draws one SVG file per URL into apps/server/media (served at /media).
 * Sizes follow the kit's boxes: 16:9 for course, live and collection covers, square avatars, ~200×48 logos.
 */
export const SEED_MEDIA_URL = "/media";

export const seedImageUrl = {
  course: (id: number) => `${SEED_MEDIA_URL}/courses/${id}.svg`,
  lecturer: (id: number) => `${SEED_MEDIA_URL}/lecturers/${id}.svg`,
  live: (id: number) => `${SEED_MEDIA_URL}/lives/${id}.svg`,
  kedan: (id: number) => `${SEED_MEDIA_URL}/kedan/${id}.svg`,
  hearing: (id: number) => `${SEED_MEDIA_URL}/hearings/${id}.svg`,
  customFile: (id: number) => `${SEED_MEDIA_URL}/custom/${id}.svg`,
  policyFigure: (id: number) => `${SEED_MEDIA_URL}/policies/${id}.svg`,
  orgLogo: (orgId: number) => `${SEED_MEDIA_URL}/org/${orgId}/logo.svg`,
  orgLogoPc: (orgId: number) => `${SEED_MEDIA_URL}/org/${orgId}/logo-pc.svg`,
} as const;

/** The folders under apps/server/media that hold generated seed images (the video folder is not one of them). */
export const SEED_IMAGE_FOLDERS = ["courses", "lecturers", "lives", "kedan", "hearings", "custom", "policies", "org"];
