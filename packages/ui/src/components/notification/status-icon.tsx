export type StatusType = "info" | "success" | "warning" | "error";

/** The small status glyph of toasts and notifications. */
export function StatusIcon({ type, size = 18 }: { type: StatusType; size?: number }) {
  const mark =
    type === "success" ? (
      <path d="M7 12.5l3.2 3L17 9" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
    ) : type === "error" ? (
      <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    ) : type === "warning" ? (
      <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    ) : (
      <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    );
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {mark}
    </svg>
  );
}
