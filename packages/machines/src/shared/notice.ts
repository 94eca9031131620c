/** A toast or notification for the app to show (the machines only say what, never how). */
export interface Notice {
  kind: "success" | "info" | "error";
  message: string;
  /** notifications with a heading, e.g. the logout failure titled 错误 (spec §8) */
  title?: string;
}
