import { ASSISTANT_QUESTION_MAX, type AssistantCitationData, type AssistantTurnData } from "@taxlearn/api";
import { relativeTime } from "@taxlearn/core";
import { assistantAskMachine, connectAssistantAsk } from "@taxlearn/machines";
import {
  AssistantChat,
  type AssistantCitationItem,
  type AssistantTurnItem,
  ErrorState,
  useMessageBox,
  useToast,
} from "@taxlearn/ui";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { type ActorRefFrom, fromPromise } from "xstate";
import { useApiQuery } from "../../hooks/use-api-query";
import { useNavigateHandler } from "../../hooks/use-navigate-handler";
import { useApi } from "../../lib/api/app-services";
import { useSession } from "../../lib/session/session-provider";
import { ASSISTANT_TEXT } from "./assistant.messages";
import { streamQuestion } from "./stream-question";

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const assistantPath = (sessionId: string | null): string =>
  sessionId ? `/ai?session=${encodeURIComponent(sessionId)}` : "/ai";

const kindLabelOf = (c: AssistantCitationData): string => {
  const kind =
    c.kind === "policy"
      ? ASSISTANT_TEXT.kindPolicy
      : c.kind === "case"
        ? ASSISTANT_TEXT.kindCase
        : ASSISTANT_TEXT.kindLecture(c.seconds ?? 0);
  // a source that no longer (or not yet) states the law says so wherever it is cited
  return c.standing ? `${kind} · ${ASSISTANT_TEXT.standing[c.standing]}` : kind;
};

export const citationItem = (c: AssistantCitationData): AssistantCitationItem => ({
  n: c.n,
  title: c.title,
  href: c.href,
  kindLabel: kindLabelOf(c),
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
  const [draft, setDraft] = useState("");
  const [lengthError, setLengthError] = useState<string | null>(null);
  const [sessionsOpen, setSessionsOpen] = useState(false);

  // the machine's actor reads the latest conversation, token and 401 handling through refs
  const latest = useRef({ sessionId, token: session.token || null, unauthorized });
  latest.current = { sessionId, token: session.token || null, unauthorized };
  const actorRef = useRef<ActorRefFrom<typeof assistantAskMachine> | null>(null);
  const machine = useMemo(
    () =>
      assistantAskMachine.provide({
        actors: {
          askQuestion: fromPromise<unknown, { question: string }>(async ({ input }) => {
            let target = latest.current.sessionId;
            if (!target) {
              const created = await api.tragRegister({});
              if (!created.success) throw { status: created.status, msg: created.msg };
              target = created.data.sessionId;
              navigate(assistantPath(target), { replace: true });
            }
            const outcome = await streamQuestion({
              token: latest.current.token,
              sessionId: target,
              question: input.question,
              onToken: (text) => actorRef.current?.send({ type: "ANSWER.TOKEN", text }),
            });
            if (outcome.ok) return outcome.turn;
            if (outcome.status === 401) latest.current.unauthorized();
            throw { status: outcome.status, msg: outcome.msg };
          }),
        },
      }),
    [api, navigate],
  );
  const actor = useActorRef(machine);
  actorRef.current = actor;
  const ask = connectAssistantAsk(
    useSelector(actor, (snapshot) => snapshot),
    actor.send,
  );
  useEffect(() => {
    const subscriptions = [
      actor.on("ask.answered", (event) => {
        setAnswered((list) => [...list, event.output as AssistantTurnData]);
        setSessionsVersion((n) => n + 1);
      }),
      // not taken (too long, too many): the question goes back into the box with the reason
      actor.on("ask.rejected", (event) => setDraft(event.question)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor]);

  // another conversation: what was answered here belongs to the old one
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on the session change only
  useEffect(() => {
    setAnswered([]);
    setSessionsOpen(false);
  }, [sessionId]);

  const submit = () => {
    const question = draft.trim();
    if (question === "" || ask.busy) return;
    if ([...question].length > ASSISTANT_QUESTION_MAX) {
      setLengthError(ASSISTANT_TEXT.questionTooLong(ASSISTANT_QUESTION_MAX));
      return;
    }
    setLengthError(null);
    setDraft("");
    ask.ask(question);
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
    ...(ask.phase !== "idle"
      ? [
          {
            id: "pending",
            question: ask.question ?? "",
            answer: ask.phase === "failed" ? (ask.error ?? "") : ask.partial,
            state: ask.phase === "failed" ? ("error" as const) : ("streaming" as const),
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
    ) : detail.status === "loading" && sessionId && detail.previous === undefined && !ask.busy ? (
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
      busy={ask.busy}
      composerError={lengthError ?? ask.rejection}
      sessionsOpen={sessionsOpen}
      onToggleSessions={() => setSessionsOpen((open) => !open)}
      onDraftChange={(text) => {
        setDraft(text);
        if (ask.phase === "failed") ask.dismiss();
      }}
      onAsk={submit}
      newSessionHref={assistantPath(null)}
      onNewSession={() => {
        if (ask.phase === "failed") ask.dismiss();
        setLengthError(null);
      }}
      onDeleteSession={(id) => void remove(id)}
      onNavigate={onNavigate}
      status={status}
    />
  );
}
