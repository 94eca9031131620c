import { type ComponentProps, type ComponentType, lazy, Suspense, useEffect, useRef, useState } from "react";
import { QA_TEXT } from "../../components/qa/qa.messages";
import { useHydrated } from "../../hooks/use-hydrated";
import { NEAR_SCREEN_ROOT_MARGIN } from "../../styles/content-sizes";
import * as styles from "./course-detail.css";
import type CourseQaThreads from "./course-qa-threads";

// The 问答 threads sit far below a course's first screen, and their code (answers, the answer form, deletion) is
// needed only when someone reads or answers there. On a server-rendered first visit the threads stay the server's
// HTML, untouched by React, until the section comes near the screen (or is clicked); then their code loads and
// React renders them in its place. A page the browser renders itself, or a logged-in learner's (whose threads
// differ from the server's anonymous ones), loads the code at once.
//
// A lazy component inside a Suspense boundary would keep the server's HTML too, but React drops such a boundary's
// HTML for its fallback whenever any context above it changes before the code arrives (the session settling).

type Threads = typeof CourseQaThreads;
type ThreadsProps = ComponentProps<Threads>;

/** The element whose content is the threads: the server's HTML is read from it before hydration. */
const THREADS_ID = "course-qa-threads";

let loadedThreads: Threads | null = null;
let loading: Promise<Threads> | null = null;
const loadThreads = (): Promise<Threads> =>
  (loading ??= import("./course-qa-threads").then((module) => {
    loadedThreads = module.default;
    return module.default;
  }));
// the server renders the threads with the page (its streaming renderer waits for the import)
const ServerThreads = lazy(() => loadThreads().then((threads) => ({ default: threads })));

export function DeferredQaThreads({ loggedIn, ...props }: ThreadsProps & { loggedIn: boolean }) {
  const hydrated = useHydrated();
  const container = useRef<HTMLDivElement>(null);
  // read while hydrating only: React has not touched the server's HTML yet
  const [serverHtml] = useState(() =>
    hydrated || typeof document === "undefined" ? null : (document.getElementById(THREADS_ID)?.innerHTML ?? null),
  );
  const [serverQuestions] = useState(props.questions);
  const [Loaded, setLoaded] = useState<ComponentType<ThreadsProps> | null>(() => loadedThreads);
  const [wanted, setWanted] = useState(serverHtml === null || loggedIn);

  useEffect(() => {
    if (Loaded) return;
    if (wanted || loggedIn || typeof IntersectionObserver === "undefined") {
      let current = true;
      loadThreads().then(
        (threads) => current && setLoaded(() => threads),
        // a chunk that failed to load (offline): the server's HTML stays, the next click tries again
        () => {
          loading = null;
          if (current) setWanted(false);
        },
      );
      return () => {
        current = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: NEAR_SCREEN_ROOT_MARGIN },
    );
    if (container.current) observer.observe(container.current);
    return () => observer.disconnect();
  }, [Loaded, wanted, loggedIn]);

  if (typeof document === "undefined")
    return (
      <div id={THREADS_ID}>
        <Suspense fallback={null}>
          <ServerThreads {...props} />
        </Suspense>
      </div>
    );
  if (Loaded)
    return (
      <div id={THREADS_ID} ref={container}>
        <Loaded {...props} />
      </div>
    );
  // the server's threads while they are still the list shown (a new page or a re-read waits for the code)
  if (serverHtml !== null && props.questions === serverQuestions)
    return (
      <div
        id={THREADS_ID}
        ref={container}
        onClickCapture={() => setWanted(true)}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own rendering of these threads, kept as it was
        dangerouslySetInnerHTML={{ __html: serverHtml }}
      />
    );
  return (
    <div id={THREADS_ID} ref={container}>
      <p className={styles.muted}>{QA_TEXT.loadingThreads}</p>
    </div>
  );
}
