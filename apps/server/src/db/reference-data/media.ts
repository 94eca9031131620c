/** Where the sample media is served from (apps/server/media/video, mounted at /media). */
export const VIDEO_MEDIA_URL = "/media/video";
