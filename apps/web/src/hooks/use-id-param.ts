import { useSearchParams } from "react-router";
import { readPositiveInt } from "../lib/list-params";

/**
 * The id a detail screen opens, from its query (`/policy/details?id=…`), or null when missing or malformed: the
 * screen then shows its not-found state without asking the server.
 */
export function useIdParam(key = "id"): number | null {
  const [params] = useSearchParams();
  return readPositiveInt(params, key);
}
