import type { ApiClient } from "@taxlearn/api";
import type { UserInfo } from "@taxlearn/core";
import {
  type EnrolmentRefusal,
  type Notice,
  type OrgEnrolmentInput,
  type OrgEnrolmentOutcome,
  orgEnrolmentMachine,
} from "@taxlearn/machines";
import { createActor, fromPromise, toPromise } from "xstate";
import { writeOrgConfig } from "../../lib/org/org-storage";
import type { KnownProfile } from "../../lib/session/session-provider";
import { LOCAL_STORED, removeStored, writeStored } from "../../lib/storage/stored-values";

// Its own chunk: only a learner with a pending company-only org link needs the enrolment machine.
interface EnrolmentEnv {
  readonly api: ApiClient;
  readonly storage: Storage;
  readonly notify: (notice: Notice) => void;
  readonly now: number;
}

/**
 * Redeems the pending ticket for the learner now logged in (org-enrolment machine, wired to the API and storage)
 * and, when it joins, stores the org session like an org login does. Resolves with the outcome and the profile
 * the enrolment fetched.
 */
export async function runOrgEnrolment(
  // the stored ticket as the machine takes it (the screen that lazily loads this module reads it)
  enrolment: OrgEnrolmentInput["enrolment"],
  env: EnrolmentEnv,
): Promise<{ outcome: OrgEnrolmentOutcome; profile: KnownProfile | undefined }> {
  const { api, storage } = env;
  let profile: KnownProfile | undefined;
  const machine = orgEnrolmentMachine.provide({
    actors: {
      redeemTicket: fromPromise(async ({ input }) => {
        const result = await api.orgEnrol({ ticket: input.ticket });
        if (result.success) return result.data;
        // 400 认证失败, 409 used, 410 expired: the server's words; a 401 has already logged out (client)
        if (result.status >= 400 && result.status < 500) {
          throw { refused: true, message: result.msg } satisfies EnrolmentRefusal;
        }
        throw new Error(result.msg);
      }),
      fetchProfile: fromPromise(async (): Promise<UserInfo> => {
        const result = await api.userInfo();
        if (!result.success) throw new Error(result.msg);
        profile = result.data;
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
      storeOrgSession: (_, { orgId, response }) => {
        if (response.token) writeStored(storage, LOCAL_STORED.token, response.token);
        writeStored(storage, LOCAL_STORED.orgId, orgId);
        writeStored(storage, LOCAL_STORED.isOrgLogin, true);
        if (response.org_platform) writeStored(storage, LOCAL_STORED.orgSymbol, response.org_platform);
      },
      storeProfile: (_, { profile: stored }) => writeStored(storage, LOCAL_STORED.userInfo, stored),
      storeOrgConfig: (_, { config }) => writeOrgConfig(storage, config.config, config.logoPc),
      forgetTicket: () => removeStored(storage, LOCAL_STORED.orgEnrolment),
      notify: (_, notice) => env.notify(notice),
    },
  });
  const actor = createActor(machine, { input: { enrolment, now: env.now } }).start();
  return { outcome: await toPromise(actor), profile };
}
