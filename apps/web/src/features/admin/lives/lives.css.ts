import { style } from "@vanilla-extract/css";
import { secret } from "../admin.css";

/** The stream key: large, selectable in one go, wrapping on a phone rather than widening the page. */
export const key = style([secret, { overflowWrap: "anywhere", wordBreak: "break-all" }]);
