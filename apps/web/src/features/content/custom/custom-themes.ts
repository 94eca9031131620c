/** Themes in the order they first appear (the server lists files newest first within the theme order). */
export function themesOf(files: ReadonlyArray<{ theme: string }>): string[] {
  return [...new Set(files.map((file) => file.theme))];
}

/** Files grouped by theme, in theme order. */
export function groupByTheme<T extends { theme: string }>(files: ReadonlyArray<T>): { theme: string; files: T[] }[] {
  return themesOf(files).map((theme) => ({ theme, files: files.filter((file) => file.theme === theme) }));
}
