import {
  DEFAULT_ORG_CONFIG,
  type OrgConfig,
  type OrgFrame,
  orgFrame,
  type ResolvedOrgConfig,
  resolveOrgConfig,
} from "@taxlearn/core";
import { LOCAL_STORED, readStored, writeStored } from "../storage/stored-values";

/** The resolved organisation config is kept next to core's session keys (spec §3 names no key for it). */
export const ORG_CONFIG_KEY = LOCAL_STORED.orgConfig.key;

export interface OrgState {
  readonly isOrgLogin: boolean;
  readonly orgId: string | null;
  readonly config: ResolvedOrgConfig;
  readonly frame: OrgFrame;
}

export const readOrgState = (storage: Storage): OrgState => {
  const isOrgLogin =
    (readStored(storage, LOCAL_STORED.isOrgLogin) ?? false) && Boolean(readStored(storage, LOCAL_STORED.token));
  const stored = isOrgLogin ? readStored(storage, LOCAL_STORED.orgConfig) : null;
  const config = stored ? resolveOrgConfig(stored) : DEFAULT_ORG_CONFIG;
  return { isOrgLogin, orgId: readStored(storage, LOCAL_STORED.orgId), config, frame: orgFrame(isOrgLogin, config) };
};

export const writeOrgConfig = (storage: Storage, config: OrgConfig | null, logoPc: string | null): void => {
  const resolved = resolveOrgConfig({ ...(config ?? {}), ...(logoPc ? { logoPc } : {}) });
  writeStored(storage, LOCAL_STORED.orgConfig, resolved);
  if (resolved.logoPc || resolved.logo) writeStored(storage, LOCAL_STORED.logoUrl, resolved.logoPc || resolved.logo);
};
