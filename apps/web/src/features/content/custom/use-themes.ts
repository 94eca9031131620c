import { useApiQuery } from "../../../hooks/use-api-query";
import { themesOf } from "./custom-themes";

/** Every theme of the custom files (one read of the whole, small list). */
export function useThemes(): string[] {
  const all = useApiQuery((api) => api.customFileList({ page: 1, pageSize: 100 }), []);
  return all.status === "success" ? themesOf(all.data.list) : [];
}
