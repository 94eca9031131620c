import { EMPTY_SESSION, type SessionState, STORAGE_KEYS } from "@taxlearn/core";

/** spec §3: the session is kept in local storage under core's keys; flags are stored as "1"/"0". */
const readJson = (storage: Storage, key: string): Record<string, unknown> | null => {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

export const readSession = (storage: Storage): SessionState => {
  const profile = readJson(storage, STORAGE_KEYS.userInfo);
  return {
    ...EMPTY_SESSION,
    token: storage.getItem(STORAGE_KEYS.token) ?? "",
    username: typeof profile?.username === "string" ? profile.username : "",
    isOrgLogin: storage.getItem(STORAGE_KEYS.isOrgLogin) === "1",
    isYunHeOrg: storage.getItem(STORAGE_KEYS.isYunHeOrg) === "1",
    orgInfo: readJson(storage, STORAGE_KEYS.orgInfo),
  };
};

export const writeSession = (storage: Storage, session: SessionState): void => {
  if (session.token) storage.setItem(STORAGE_KEYS.token, session.token);
  else storage.removeItem(STORAGE_KEYS.token);
  const profile = readJson(storage, STORAGE_KEYS.userInfo) ?? {};
  storage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ ...profile, username: session.username }));
  storage.setItem(STORAGE_KEYS.isOrgLogin, session.isOrgLogin ? "1" : "0");
  storage.setItem(STORAGE_KEYS.isYunHeOrg, session.isYunHeOrg ? "1" : "0");
  if (session.orgInfo) storage.setItem(STORAGE_KEYS.orgInfo, JSON.stringify(session.orgInfo));
};

/**
 * spec §4: logout clears all local storage together. The anonymous device id survives: it identifies the
 * browser, not the learner.
 */
export const clearAllStorage = (storage: Storage): void => {
  const deviceId = storage.getItem(STORAGE_KEYS.deviceId);
  storage.clear();
  if (deviceId) storage.setItem(STORAGE_KEYS.deviceId, deviceId);
};

/** spec §3: a random device id for anonymous visitors, created once per browser. */
export const deviceIdOf = (storage: Storage): string => {
  const existing = storage.getItem(STORAGE_KEYS.deviceId);
  if (existing) return existing;
  const created = crypto.randomUUID();
  storage.setItem(STORAGE_KEYS.deviceId, created);
  return created;
};
