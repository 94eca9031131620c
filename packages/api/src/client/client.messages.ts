/** Chinese texts the client shows for transport failures the spec's catalogue does not word (core's MESSAGES does). */
export const CLIENT_MESSAGES = {
  /** HTTP 502/503/504: the server (or a proxy in front of it) is overloaded or restarting. */
  serverBusy: "服务繁忙，请稍后再试",
} as const;
