import type { FormEvent, ReactNode } from "react";
import { type NavigateHandler, routerClick } from "../../navigation/link-target";
import { Button, ButtonLink } from "../button";
import * as styles from "./assistant-chat.css";

/** The texts of the assistant's chat (spec §2 /ai); the page passes its own title and messages. */
export const ASSISTANT_CHAT_TEXT = {
  sessions: "我的对话",
  newSession: "新建对话",
  remove: "删除",
  removeLabel: (title: string) => `删除对话：${title}`,
  showSessions: "对话列表",
  hideSessions: "收起列表",
  noSessions: "还没有对话，提一个财税问题开始吧",
  placeholder: "请输入您的财税问题，例如：出口退税的申报期限是什么？",
  ask: "发送",
  asking: "回答中…",
  searching: "正在检索本站的政策、案例和课程…",
  sources: "参考资料",
  questionLabel: "您的问题",
  count: (length: number, max: number) => `${length}/${max}`,
  welcome: "您好！我是财税助手，会依据本站的政策、案例和课程回答税收、财务和会计问题，并附上出处链接。",
} as const;

export interface AssistantSessionItem {
  readonly id: string;
  readonly title: string;
  /** Already formatted by the page. */
  readonly time: string;
  readonly href: string;
}

export interface AssistantCitationItem {
  readonly n: number;
  /** 政策 / 案例 / 课程 (with the lecture's time). */
  readonly kindLabel: string;
  readonly title: string;
  readonly href: string;
}

export interface AssistantTurnItem {
  readonly id: number | string;
  readonly question: string;
  /** Empty while the first words are on their way. */
  readonly answer: string;
  /** answered (with sources), notice (refused or not covered), error (failed), streaming. */
  readonly state: "answered" | "notice" | "error" | "streaming";
  readonly citations: readonly AssistantCitationItem[];
}

export interface AssistantChatProps {
  title: string;
  subtitle?: string;
  sessions: readonly AssistantSessionItem[];
  activeSessionId: string | null;
  turns: readonly AssistantTurnItem[];
  draft: string;
  maxLength: number;
  busy: boolean;
  /** Why the last question was not taken (length, rate limit …). */
  composerError?: string | null;
  /** Below the small breakpoint, whether the list drawer is open. */
  sessionsOpen: boolean;
  onToggleSessions: () => void;
  onDraftChange: (text: string) => void;
  onAsk: () => void;
  /** 新建对话 is a link to the assistant without a conversation. */
  newSessionHref: string;
  /** Runs before 新建对话 opens (clearing the page's state); it does not navigate. */
  onNewSession?: () => void;
  onDeleteSession: (id: string) => void;
  onNavigate?: NavigateHandler;
  /** Shown instead of the turns (loading a conversation, its error). */
  status?: ReactNode;
}

/** The tax assistant: conversations on the side (a drawer on phones), the cited answers, the question box. */
export function AssistantChat(props: AssistantChatProps) {
  const { sessions, activeSessionId, turns, draft, maxLength, busy, onNavigate } = props;
  const length = [...draft].length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && draft.trim() !== "") props.onAsk();
  };
  return (
    <div className={styles.layout}>
      <aside
        className={`${styles.sidebar} ${props.sessionsOpen ? "" : styles.sidebarClosed}`}
        aria-label={ASSISTANT_CHAT_TEXT.sessions}
        id="assistant-sessions"
      >
        <ButtonLink
          tone="primary"
          block
          href={props.newSessionHref}
          onNavigate={onNavigate}
          onClick={() => props.onNewSession?.()}
        >
          {ASSISTANT_CHAT_TEXT.newSession}
        </ButtonLink>
        {sessions.length === 0 ? (
          <p className={styles.empty}>{ASSISTANT_CHAT_TEXT.noSessions}</p>
        ) : (
          <ul className={styles.sessionList}>
            {sessions.map((s) => (
              <li key={s.id} className={styles.sessionRow}>
                <a
                  href={s.href}
                  onClick={routerClick(s.href, onNavigate)}
                  className={`${styles.sessionLink} ${s.id === activeSessionId ? styles.sessionActive : ""}`}
                  aria-current={s.id === activeSessionId ? "page" : undefined}
                >
                  {s.title}
                  <span className={styles.sessionTime}>{s.time}</span>
                </a>
                <button
                  type="button"
                  className={styles.deleteButton}
                  aria-label={ASSISTANT_CHAT_TEXT.removeLabel(s.title)}
                  onClick={() => props.onDeleteSession(s.id)}
                >
                  {ASSISTANT_CHAT_TEXT.remove}
                </button>
              </li>
            ))}
          </ul>
        )}
      </aside>
      <section className={styles.main} aria-label={props.title}>
        <header className={styles.header}>
          <div>
            <h1 className={styles.title}>{props.title}</h1>
            {props.subtitle ? <p className={styles.subtitle}>{props.subtitle}</p> : null}
          </div>
          <Button
            tone="secondary"
            size="small"
            className={styles.drawerToggle}
            aria-expanded={props.sessionsOpen}
            aria-controls="assistant-sessions"
            onClick={props.onToggleSessions}
          >
            {props.sessionsOpen ? ASSISTANT_CHAT_TEXT.hideSessions : ASSISTANT_CHAT_TEXT.showSessions}
          </Button>
        </header>
        {props.status ?? (
          <ol className={styles.turns} aria-live="polite">
            {turns.length === 0 ? <li className={styles.answer}>{ASSISTANT_CHAT_TEXT.welcome}</li> : null}
            {turns.map((turn) => (
              <AssistantTurn key={turn.id} turn={turn} onNavigate={onNavigate} />
            ))}
          </ol>
        )}
        <form className={styles.composer} onSubmit={submit}>
          <div className={styles.composerField}>
            <textarea
              className={styles.textarea}
              aria-label={ASSISTANT_CHAT_TEXT.questionLabel}
              placeholder={ASSISTANT_CHAT_TEXT.placeholder}
              value={draft}
              rows={2}
              onChange={(event) => props.onDraftChange(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
              }}
            />
            <span className={styles.hint}>{ASSISTANT_CHAT_TEXT.count(length, maxLength)}</span>
            {props.composerError ? (
              <span role="alert" className={styles.composerError}>
                {props.composerError}
              </span>
            ) : null}
          </div>
          <Button type="submit" loading={busy} disabled={busy || draft.trim() === ""}>
            {busy ? ASSISTANT_CHAT_TEXT.asking : ASSISTANT_CHAT_TEXT.ask}
          </Button>
        </form>
      </section>
    </div>
  );
}

function AssistantTurn({ turn, onNavigate }: { turn: AssistantTurnItem; onNavigate: NavigateHandler | undefined }) {
  const tone = turn.state === "notice" ? styles.answerNotice : turn.state === "error" ? styles.answerError : "";
  return (
    <>
      <li className={styles.question}>{turn.question}</li>
      <li className={`${styles.answer} ${tone}`} aria-busy={turn.state === "streaming"}>
        {turn.answer === "" && turn.state === "streaming" ? ASSISTANT_CHAT_TEXT.searching : turn.answer}
        {turn.citations.length > 0 ? (
          <ol className={styles.citations} aria-label={ASSISTANT_CHAT_TEXT.sources}>
            {turn.citations.map((c) => (
              <li key={c.n}>
                [{c.n}] <span className={styles.citationKind}>{c.kindLabel}</span>
                <a className={styles.citationLink} href={c.href} onClick={routerClick(c.href, onNavigate)}>
                  {c.title}
                </a>
              </li>
            ))}
          </ol>
        ) : null}
      </li>
    </>
  );
}
