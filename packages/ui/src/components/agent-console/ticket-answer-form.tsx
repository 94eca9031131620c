import { type FormEvent, useState } from "react";
import { AGENT_CONSOLE_TEXT } from "../../agent-console.messages";
import { Button } from "../button";
import { TextArea } from "../text-area";
import * as styles from "./agent-console.css";

export interface TicketAnswerFormProps {
  /** Who left the message (masked phone), for the field's label. */
  learner: string;
  maxLength: number;
  /** Sends the reply; resolves with the refusal to show, or null once sent. */
  onAnswer: (text: string) => Promise<string | null>;
}

/** The reply box under a left message: the agent's answer goes to the learner's messages and chat. */
export function TicketAnswerForm({ learner, maxLength, onAnswer }: TicketAnswerFormProps) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === "") return setError(AGENT_CONSOLE_TEXT.agentReplyPlaceholder);
    setSending(true);
    const refusal = await onAnswer(text.trim());
    setSending(false);
    setError(refusal);
    if (refusal === null) setText("");
  };
  return (
    <form className={styles.ticketAnswer} onSubmit={(e) => void submit(e)} noValidate>
      <TextArea
        label={AGENT_CONSOLE_TEXT.agentAnswerLabel(learner)}
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
        maxLength={maxLength}
        rows={2}
        hint={AGENT_CONSOLE_TEXT.agentAnswerHint}
        error={error ?? undefined}
      />
      <div>
        <Button type="submit" size="small" loading={sending}>
          {AGENT_CONSOLE_TEXT.agentAnswerSend}
        </Button>
      </div>
    </form>
  );
}
