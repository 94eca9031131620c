/** Back to the top of the page after a new list page is chosen at its bottom. */
export function scrollToPageTop(): void {
  if (
    typeof window !== "undefined" &&
    typeof window.scrollTo === "function" &&
    !navigator.userAgent.includes("jsdom")
  ) {
    window.scrollTo({ top: 0 });
  }
}
