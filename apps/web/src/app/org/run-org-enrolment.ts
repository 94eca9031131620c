import type { ApiClient } from "@taxlearn/api";
import {
  type EnrolmentRefusal,
  type Notice,
  type OrgEnrolmentInput,
  type OrgEnrolmentOutcome,
  orgEnrolmentMachine,
} from "@taxlearn/machines";
import { createActor, fromPromise, toPromise } from "xstate";
import type { KnownProfile } from "../../lib/session/session-provider";
import { LOCAL_STORED, removeStored, writeStored } from "../../lib/storage/stored-values";
import { provideOrgSetup } from "./org-setup";

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
      finishOrgLogin: provideOrgSetup(api, storage, (known) => {
        profile = known;
      }),
    },
    actions: {
      storeOrgSession: (_, { orgId, response }) => {
        if (response.token) writeStored(storage, LOCAL_STORED.token, response.token);
        writeStored(storage, LOCAL_STORED.orgId, orgId);
        writeStored(storage, LOCAL_STORED.isOrgLogin, true);
        if (response.org_platform) writeStored(storage, LOCAL_STORED.orgSymbol, response.org_platform);
      },
      forgetTicket: () => removeStored(storage, LOCAL_STORED.orgEnrolment),
      notify: (_, notice) => env.notify(notice),
    },
  });
  const actor = createActor(machine, { input: { enrolment, now: env.now } }).start();
  return { outcome: await toPromise(actor), profile };
}
