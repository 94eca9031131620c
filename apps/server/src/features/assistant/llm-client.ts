/**
 * An OpenAI-compatible chat-completions endpoint (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL): any server speaking
 * `POST {base}/chat/completions` with `stream: true` (server-sent events of `chat.completion.chunk`, ending with
 * `data: [DONE]`). Unset, the assistant composes answers from the sources' own sentences (answer-composer.ts).
 */
export interface ChatMessage {
  readonly role: "system" | "user" | "assistant";
  readonly content: string;
}

export interface LlmClient {
  readonly model: string;
  /** Streams the completion's text, calling `onToken` with each piece; resolves to the whole text. */
  complete(messages: readonly ChatMessage[], onToken: (token: string) => void): Promise<string>;
}

export class LlmError extends Error {}

export const LLM_TIMEOUT_MS = 60_000;

export function openAiCompatibleClient(options: {
  baseUrl: string;
  apiKey: string;
  model: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): LlmClient {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/$/, "")}/chat/completions`;
  return {
    model: options.model,
    async complete(messages, onToken) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? LLM_TIMEOUT_MS);
      try {
        const response = await doFetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "text/event-stream",
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: options.model, messages, stream: true, temperature: 0.2 }),
          signal: controller.signal,
        });
        if (!response.ok || !response.body) throw new LlmError(`LLM endpoint answered HTTP ${response.status}`);
        let text = "";
        let buffer = "";
        const decoder = new TextDecoder();
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end = buffer.indexOf("\n");
          while (end >= 0) {
            const line = buffer.slice(0, end).trim();
            buffer = buffer.slice(end + 1);
            end = buffer.indexOf("\n");
            if (!line.startsWith("data:")) continue;
            const data = line.slice(5).trim();
            if (data === "[DONE]") return text;
            const token = tokenOf(data);
            if (token) {
              text += token;
              onToken(token);
            }
          }
        }
        if (text === "") throw new LlmError("LLM stream ended without text");
        return text;
      } catch (error) {
        if (error instanceof LlmError) throw error;
        throw new LlmError(
          controller.signal.aborted ? "LLM endpoint timed out" : `LLM endpoint failed: ${String(error)}`,
        );
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

const tokenOf = (data: string): string => {
  try {
    const chunk = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] };
    const content = chunk.choices?.[0]?.delta?.content;
    return typeof content === "string" ? content : "";
  } catch {
    throw new LlmError("LLM stream carried a malformed chunk");
  }
};

/** The configured client, or null (extractive answers) when LLM_BASE_URL is unset. */
export function llmClientFromEnv(env: Readonly<Record<string, string | undefined>>): LlmClient | null {
  const baseUrl = env.LLM_BASE_URL?.trim();
  if (!baseUrl) return null;
  const model = env.LLM_MODEL?.trim();
  if (!model) throw new Error("LLM_BASE_URL is set without LLM_MODEL");
  if (!/^https?:\/\//.test(baseUrl)) throw new Error("LLM_BASE_URL must be an http(s) URL");
  return openAiCompatibleClient({ baseUrl, apiKey: env.LLM_API_KEY?.trim() ?? "", model });
}
