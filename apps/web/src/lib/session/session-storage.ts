import { EMPTY_SESSION, type SessionState } from "@taxlearn/core";
import { LOCAL_STORED, readStored, removeStored, writeStored } from "../storage/stored-values";

/** spec §3: the session is kept in local storage under core's keys; flags are stored as "1"/"0". */
export const readSession = (storage: Storage): SessionState => ({
  ...EMPTY_SESSION,
  token: readStored(storage, LOCAL_STORED.token) ?? "",
  username: readStored(storage, LOCAL_STORED.userInfo)?.username ?? "",
  isOrgLogin: readStored(storage, LOCAL_STORED.isOrgLogin) ?? false,
  isYunHeOrg: readStored(storage, LOCAL_STORED.isYunHeOrg) ?? false,
  orgInfo: readStored(storage, LOCAL_STORED.orgInfo),
});

export const writeSession = (storage: Storage, session: SessionState): void => {
  if (session.token) writeStored(storage, LOCAL_STORED.token, session.token);
  else removeStored(storage, LOCAL_STORED.token);
  const profile = readStored(storage, LOCAL_STORED.userInfo) ?? {};
  writeStored(storage, LOCAL_STORED.userInfo, { ...profile, username: session.username });
  writeStored(storage, LOCAL_STORED.isOrgLogin, session.isOrgLogin);
  writeStored(storage, LOCAL_STORED.isYunHeOrg, session.isYunHeOrg);
  if (session.orgInfo) writeStored(storage, LOCAL_STORED.orgInfo, session.orgInfo);
};

/**
 * spec §4: logout clears all local storage together. The anonymous device id survives: it identifies the
 * browser, not the learner.
 */
export const clearAllStorage = (storage: Storage): void => {
  const deviceId = readStored(storage, LOCAL_STORED.deviceId);
  storage.clear();
  if (deviceId) writeStored(storage, LOCAL_STORED.deviceId, deviceId);
};

/** spec §3: a random device id for anonymous visitors, created once per browser. */
export const deviceIdOf = (storage: Storage): string => {
  const existing = readStored(storage, LOCAL_STORED.deviceId);
  if (existing) return existing;
  const created = crypto.randomUUID();
  writeStored(storage, LOCAL_STORED.deviceId, created);
  return created;
};
