/** The numbers of spec §9 (and a few of §3 and §7), named once. */
export const CONSTANTS = {
  // spec §9 requests and chunks
  requestTimeoutMs: 300_000,
  /** The other client's default: no timeout, success on any 2xx. */
  secondaryClientTimeoutMs: 0,
  chunkLoadTimeoutMs: 120_000,
  /** spec §8: the code of a style chunk that failed to load. */
  cssChunkLoadErrorCode: "CSS_CHUNK_LOAD_FAILED",
  // spec §9 pagination
  pageSizeDefault: 10,
  pageSizes: [10, 20, 30, 40, 50, 100],
  pagerCountDefault: 7,
  pagerCountMin: 5,
  pagerCountMax: 21,
  // spec §9 badges and scrolling
  unreadCap: 99,
  backToTopScrollPx: 500,
  // spec §9 footer
  footerNarrowBelowPx: 1300,
  footerWideAbovePx: 1700,
  footerHeightNarrow: 90,
  footerHeightMedium: 100,
  footerHeightWide: 120,
  footerVipId: 4,
  defaultCaseNewsType: 27,
  // spec §9 phone mask
  phoneMaskHead: 3,
  phoneMaskTail: 4,
  // spec §5 lists
  hotWordsMax: 6,
  /** The deepest a search pages and the highest total it counts (a search engine's result window). */
  searchResultWindow: 500,
  labelsMax: 3,
  lecturersMax: 5,
  // spec §9 rating
  ratingMax: 5,
  ratingLowThreshold: 2,
  ratingHighThreshold: 4,
  // spec §9 carousel
  carouselIntervalMs: 3000,
  carouselThrottleMs: 300,
  // spec §3, §9 video
  videoWidthPx: 360,
  videoHeightPx: 225,
  centreCardWidthPx: 270,
  centreCardHeightPx: 280,
  overlayDefaultPosition: { x: 626, y: 305 },
  imageOverlayTransitionS: 0.2,
  mediaPlayerVersion: "2.16.3",
  videoEncryptType: 1,
  // spec §9 dialogs and popovers
  promptFocusDelayMs: 500,
  popoverCloseDelayMs: 200,
  popoverOpenDelayMs: 0,
  baseZIndex: 2000,
  modalFadeMs: 200,
  // spec §9 lazy images
  lazyPreloadFactor: 1.3,
  lazyThrottleMs: 200,
  lazyAttempts: 1,
  lazyCacheSize: 200,
  imageLoadAttempts: 1,
  // spec §9 timing helpers
  remoteSearchDebounceMs: 300,
  debounceMs: 200,
  throttleMs: 1000,
  // spec §9 notifications and toasts
  notificationDurationMs: 4500,
  notificationPosition: "top-right",
  notificationSpacingPx: 16,
  messageDurationMs: 3000,
  messageOffsetPx: 20,
  submenuDelayMs: 300,
  tabsPosition: "top",
  // spec §9 time
  beijingOffsetHours: 8,
  relativeDaysMax: 3,
  // spec §3 the seven known organisations (their platform codes and secrets are configuration, not code)
  knownOrgIds: [7, 8, 9, 11, 12, 13, 18],
  // spec §5 old-browser minimum versions (at or below these is old)
  oldBrowserMaxVersion: { chrome: 60, firefox: 60, opera: 50, qihoo360: 10 },
} as const;
