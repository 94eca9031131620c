import type { LoginEvents } from "./auth/login-events";
import type { Database, DatabaseKind } from "./db/database";
import type { LlmClient } from "./features/assistant/llm-client";
import type { CaptchaOutbox } from "./features/captcha/captcha-outbox";
import type { CreditSettings } from "./features/credits/credits-config";
import type { LectureStudio } from "./features/lecture-studio/lecture-studio.runtime";
import type { LiveChatRuntime } from "./features/live/live-chat.runtime";
import type { LiveRuntime } from "./features/live-media/live-runtime";
import type { Payments } from "./features/payments/payment-config";
import type { SearchIndex } from "./features/search/search-index";
import type { SmsSender } from "./features/sms/sms-sender";
import type { SocialLogin } from "./features/social-login/social-login-config";
import type { SsoProviders } from "./features/sso/sso-config";
import type { SupportChatRuntime } from "./features/support-chat/support-chat.runtime";
import type { ResponseCache } from "./http/response-cache";
import type { Clock, Logger } from "./shared/runtime-types";
import type { MediaStore } from "./storage/media-store";

export type { Clock, Logger };

/** Everything a feature needs, created once per server (and once per test file). */
export interface ServerContext {
  readonly db: Database;
  readonly dbKind: DatabaseKind;
  readonly clock: Clock;
  readonly sms: SmsSender;
  readonly production: boolean;
  /**
   * The site's public origin, no trailing slash (PUBLIC_URL, alias PUBLIC_BASE_URL; default http://localhost:$PORT):
   * every absolute URL the server writes is built from it, never from a request's Host header (http/public-origin.ts).
   */
  readonly publicOrigin: string;
  /** Public catalogue responses; features that write catalogue rows call `cache.invalidate()`. */
  readonly cache: ResponseCache;
  readonly search: SearchIndex;
  readonly log: Logger;
  /** Where the local store keeps uploaded pictures (DATA_DIR/uploads, a temporary folder in tests). */
  readonly uploadsDir: string;
  /** Every file the server writes or serves (MEDIA_STORE: DATA_DIR or an S3 bucket; src/storage/README.md). */
  readonly media: MediaStore;
  /** Derives each organisation's login key (features/orgs/org-secrets). */
  readonly orgMasterKey: Buffer;
  /** The payment providers by payType (features/payments/payment-config.ts). */
  readonly payments: Payments;
  /** The live chat's event bus (LISTEN/NOTIFY on PostgreSQL) and service-hours clock. */
  readonly supportChat: SupportChatRuntime;
  /** Plain picture answers for the sandbox's test route; null (none kept) unless the SMS sandbox is on. */
  readonly captchaOutbox: CaptchaOutbox | null;
  /** The live sessions' chat event bus (LISTEN/NOTIFY on PostgreSQL). */
  readonly liveChat: LiveChatRuntime;
  /** Ended logins (logout, password change or reset) on every process: their sockets close (auth/login-events). */
  readonly logins: LoginEvents;
  /** Live sessions' publishers, transcoders, reconnect grace and status subscribers (features/live-media). */
  readonly live: LiveRuntime;
  /** The social-app QR login provider (features/social-login/social-login-config.ts). */
  readonly socialLogin: SocialLogin;
  /** DingTalk single sign-on and the organisations' own OAuth2 servers (features/sso/sso-config.ts). */
  readonly sso: SsoProviders;
  /** The tax assistant's language model (LLM_BASE_URL …); null: answers composed from the sources' own sentences. */
  readonly assistant: { readonly llm: LlmClient | null };
  /** Lecture uploads, the transcode queue and its worker (features/lecture-studio). */
  readonly lectureStudio: LectureStudio;
  /** Study hours: minutes per 学时 (CREDIT_MINUTES_PER_HOUR, features/credits). */
  readonly credits: CreditSettings;
}

/** The authenticated user of a request, from its token. */
export interface Session {
  readonly userId: number;
  readonly orgId: number | null;
  readonly tokenHash: string;
}

export interface RequestContext {
  readonly requestId: string;
  readonly session: Session | null;
  /** The organisation header (`orgId`), when sent. */
  readonly orgId: number | null;
  /** The peer address of the connection (null for in-process requests); for per-client rate limits. */
  readonly clientAddress: string | null;
  /** The site's public origin (`ServerContext.publicOrigin`), never the request's Host; kept for older callers. */
  readonly origin?: string;
  /** The request's `Cookie` header (the QR login's browser binding reads its nonce from it). */
  readonly cookie?: string;
  /** The single-sign-on access token of spec §7 (`accesstoken` header), when sent. */
  readonly accessToken?: string | null;
}

/** A request of a contract with `auth: "required"`: the router has refused it (401) unless it has a session. */
export interface SignedInRequest extends RequestContext {
  readonly session: Session;
}
