import { ASSISTANT_QUESTION_MAX, type AssistantCitationData, type AssistantTurnData } from "@taxlearn/api";
import { relativeTime } from "@taxlearn/core";
import {
  AssistantChat,
  type AssistantCitationItem,
  type AssistantTurnItem,
  ErrorState,
  useMessageBox,
  useToast,
} from "@taxlearn/ui";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useApiQuery } from "../../hooks/use-api-query";
import { useNavigateHandler } from "../../hooks/use-navigate-handler";
import { useApi } from "../../lib/api/app-services";
import { useSession } from "../../lib/session/session-provider";
import { ASSISTANT_TEXT } from "./assistant.messages";
import { streamQuestion } from "./stream-question";

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const assistantPath = (sessionId: string | null): string =>
  sessionId ? `/ai?session=${encodeURIComponent(sessionId)}` : "/ai";

const citationItem = (c: AssistantCitationData): AssistantCitationItem => ({
  n: c.n,
  title: c.title,
  href: c.href,
  kindLabel:
    c.kind === "policy"
      ? ASSISTANT_TEXT.kindPolicy
      : c.kind === "case"
        ? ASSISTANT_TEXT.kindCase
        : ASSISTANT_TEXT.kindLecture(c.seconds ?? 0),
});

const turnItem = (t: AssistantTurnData): AssistantTurnItem => ({
  id: t.id,
  question: t.question,
  answer: t.answer,
  state: t.outcome === "answered" ? "answered" : "notice",
  citations: t.citations.map(citationItem),
});

/** /ai (login required, no footer; spec §2, §8): the AI-service check first, then the assistant. */
export default function AssistantScreen() {
  const check = useApiQuery((api) => api.aiServiceCheck({}), []);
  if (check.status === "error") {
    return <ErrorState title={ASSISTANT_TEXT.serviceDown} description={check.message} onRetry={check.retry} />;
  }
  if (check.status === "loading") return <p role="status">{ASSISTANT_TEXT.loading}</p>;
  return <AssistantWorkspace llm={check.data.mode === "llm"} />;
}

interface Pending {
  readonly question: string;
  readonly answer: string;
  readonly failed: string | null;
}

function AssistantWorkspace({ llm }: { llm: boolean }) {
  const api = useApi();
  const { session, unauthorized } = useSession();
  const navigate = useNavigate();
  const onNavigate = useNavigateHandler();
  const messageBox = useMessageBox();
  const toast = useToast();
  const [params] = useSearchParams();
  const raw = params.get("session");
  const sessionId = raw && SESSION_ID.test(raw) ? raw : null;

  const [sessionsVersion, setSessionsVersion] = useState(0);
  const sessions = useApiQuery((a) => a.tragSessions({}), [sessionsVersion]);
  const detail = useApiQuery(
    (a) =>
      sessionId
        ? a.tragSessionDetail({ sessionId })
        : Promise.resolve({ status: 200 as const, success: true as const, msg: "", data: null }),
    [sessionId],
  );
  const [answered, setAnswered] = useState<AssistantTurnData[]>([]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [draft, setDraft] = useState("");
  const [composerError, setComposerError] = useState<string | null>(null);
  const [sessionsOpen, setSessionsOpen] = useState(false);

  // another conversation: what was answered here belongs to the old one
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on the session change only
  useEffect(() => {
    setAnswered([]);
    setSessionsOpen(false);
  }, [sessionId]);

  const busy = pending !== null && pending.failed === null;

  const ask = async () => {
    const question = draft.trim();
    if (question === "" || busy) return;
    if ([...question].length > ASSISTANT_QUESTION_MAX) {
      setComposerError(`问题不能超过${ASSISTANT_QUESTION_MAX}字`);
      return;
    }
    setComposerError(null);
    let target = sessionId;
    if (!target) {
      const created = await api.tragRegister({});
      if (!created.success) {
        setComposerError(created.msg);
        return;
      }
      target = created.data.sessionId;
      navigate(assistantPath(target), { replace: true });
    }
    setDraft("");
    setPending({ question, answer: "", failed: null });
    const outcome = await streamQuestion({
      token: session.token || null,
      sessionId: target,
      question,
      onToken: (piece) => setPending((p) => (p ? { ...p, answer: p.answer + piece } : p)),
    });
    if (outcome.ok) {
      setAnswered((list) => [...list, outcome.turn]);
      setPending(null);
      setSessionsVersion((n) => n + 1);
      return;
    }
    if (outcome.status === 401) return unauthorized();
    if (outcome.status === 400 || outcome.status === 429 || outcome.status === 404) {
      // not taken: the question goes back into the box with the reason
      setPending(null);
      setDraft(question);
      setComposerError(outcome.msg);
      return;
    }
    setPending({ question, answer: outcome.msg, failed: outcome.msg });
  };

  const remove = async (id: string) => {
    const title = sessions.status === "success" ? (sessions.data.find((s) => s.sessionId === id)?.title ?? "") : "";
    const answer = await messageBox.confirm({
      title: ASSISTANT_TEXT.deleteTitle,
      message: ASSISTANT_TEXT.confirmDelete(title),
    });
    if (answer.action !== "confirm") return;
    const result = await api.tragDeleteSession({ sessionId: id });
    if (!result.success) {
      toast.error(result.msg);
      return;
    }
    toast.success(result.msg);
    setSessionsVersion((n) => n + 1);
    if (id === sessionId) navigate(assistantPath(null));
  };

  const stored = detail.status === "success" ? (detail.data?.turns ?? []) : [];
  const turns: AssistantTurnItem[] = [
    ...[...stored, ...answered.filter((t) => !stored.some((s) => s.id === t.id))].map(turnItem),
    ...(pending
      ? [
          {
            id: "pending",
            question: pending.question,
            answer: pending.answer,
            state: pending.failed ? ("error" as const) : ("streaming" as const),
            citations: [],
          },
        ]
      : []),
  ];
  const now = new Date();
  const sessionItems =
    sessions.status === "success" || (sessions.status === "loading" && sessions.previous)
      ? (sessions.status === "success" ? sessions.data : (sessions.previous ?? [])).map((s) => ({
          id: s.sessionId,
          title: s.title,
          time: relativeTime(s.updatedAt, now),
          href: assistantPath(s.sessionId),
        }))
      : [];
  const status =
    detail.status === "error" ? (
      <ErrorState description={detail.message} onRetry={detail.retry} />
    ) : detail.status === "loading" && sessionId && detail.previous === undefined && !pending ? (
      <p role="status">{ASSISTANT_TEXT.loading}</p>
    ) : undefined;

  return (
    <AssistantChat
      title={ASSISTANT_TEXT.title}
      subtitle={llm ? ASSISTANT_TEXT.subtitleLlm : ASSISTANT_TEXT.subtitle}
      sessions={sessionItems}
      activeSessionId={sessionId}
      turns={turns}
      draft={draft}
      maxLength={ASSISTANT_QUESTION_MAX}
      busy={busy}
      composerError={composerError}
      sessionsOpen={sessionsOpen}
      onToggleSessions={() => setSessionsOpen((open) => !open)}
      onDraftChange={(text) => {
        setDraft(text);
        if (pending?.failed) setPending(null);
      }}
      onAsk={() => void ask()}
      onNewSession={() => {
        setPending(null);
        setComposerError(null);
        navigate(assistantPath(null));
      }}
      onDeleteSession={(id) => void remove(id)}
      onNavigate={onNavigate}
      status={status}
    />
  );
}
