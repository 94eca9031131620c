/**
 * Whether a path is a page of the learner centre (the frame wraps it). Apart from the menu's items, so that the
 * first chunk does not carry the menu (only the centre frame's chunk does).
 */
export const isCentrePath = (pathname: string): boolean => pathname.startsWith("/center/");
