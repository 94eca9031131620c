import {
  DEFAULT_ORG_CONFIG,
  type OrgConfig,
  type OrgFrame,
  orgFrame,
  type ResolvedOrgConfig,
  resolveOrgConfig,
  STORAGE_KEYS,
} from "@taxlearn/core";

/** The resolved organisation config is kept next to core's session keys (spec §3 names no key for it). */
export const ORG_CONFIG_KEY = "orgConfig";

export interface OrgState {
  readonly isOrgLogin: boolean;
  readonly orgId: string | null;
  readonly config: ResolvedOrgConfig;
  readonly frame: OrgFrame;
}

const parseConfig = (raw: string | null): ResolvedOrgConfig => {
  if (!raw) return DEFAULT_ORG_CONFIG;
  try {
    return resolveOrgConfig(JSON.parse(raw) as OrgConfig);
  } catch {
    return DEFAULT_ORG_CONFIG;
  }
};

export const readOrgState = (storage: Storage): OrgState => {
  const isOrgLogin = storage.getItem(STORAGE_KEYS.isOrgLogin) === "1" && Boolean(storage.getItem(STORAGE_KEYS.token));
  const config = isOrgLogin ? parseConfig(storage.getItem(ORG_CONFIG_KEY)) : DEFAULT_ORG_CONFIG;
  return { isOrgLogin, orgId: storage.getItem(STORAGE_KEYS.orgId), config, frame: orgFrame(isOrgLogin, config) };
};

export const writeOrgConfig = (storage: Storage, config: OrgConfig | null, logoPc: string | null): void => {
  const resolved = resolveOrgConfig({ ...(config ?? {}), ...(logoPc ? { logoPc } : {}) });
  storage.setItem(ORG_CONFIG_KEY, JSON.stringify(resolved));
  if (resolved.logoPc || resolved.logo) storage.setItem(STORAGE_KEYS.logoUrl, resolved.logoPc || resolved.logo);
};
