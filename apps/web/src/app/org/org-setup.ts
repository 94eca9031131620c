import type { ApiClient } from "@taxlearn/api";
import type { UserInfo } from "@taxlearn/core";
import { orgSetupMachine } from "@taxlearn/machines";
import { fromPromise } from "xstate";
import { writeOrgConfig } from "../../lib/org/org-storage";
import type { KnownProfile } from "../../lib/session/session-provider";
import { LOCAL_STORED, writeStored } from "../../lib/storage/stored-values";

/**
 * `orgSetupMachine` wired to the API and local storage: what an org login and a redeemed enrolment both do once the
 * token is stored (profile, then config). `onProfile` receives the full profile the server answered.
 */
export const provideOrgSetup = (api: ApiClient, storage: Storage, onProfile?: (profile: KnownProfile) => void) =>
  orgSetupMachine.provide({
    actors: {
      fetchProfile: fromPromise(async (): Promise<UserInfo> => {
        const result = await api.userInfo();
        if (!result.success) throw new Error(result.msg);
        onProfile?.(result.data);
        return { uid: result.data.uid, username: result.data.username, avatar: result.data.avatar ?? null };
      }),
      fetchOrgConfig: fromPromise(async ({ input }) => {
        const result = await api.orgConfig({ orgId: Number(input.orgId) });
        return result.success
          ? { success: true, config: result.data.config, logoPc: result.data.logoPc || null }
          : { success: false, config: null, logoPc: null };
      }),
    },
    actions: {
      storeProfile: (_, { profile }) => writeStored(storage, LOCAL_STORED.userInfo, profile),
      storeOrgConfig: (_, { config }) => writeOrgConfig(storage, config.config, config.logoPc),
    },
  });
