// The boot module of a server-rendered page (decision 116): its scripts start after the first paint.
import { hydrateAfterPaint } from "./app/ssr/hydrate-after-paint";

void hydrateAfterPaint(document, window);
