import type { ApiClient } from "@taxlearn/api";
import type { RouteQuery } from "@taxlearn/core";
import { type Notice, type OrgLoginResult, orgLoginMachine } from "@taxlearn/machines";
import { createActor, fromPromise, toPromise } from "xstate";
import { readOrgState } from "../../lib/org/org-storage";
import type { KnownProfile } from "../../lib/session/session-provider";
import { clearAllStorage } from "../../lib/session/session-storage";
import { LOCAL_STORED, readStored, writeStored } from "../../lib/storage/stored-values";
import { provideOrgSetup } from "./org-setup";

export interface OrgLoginEnv {
  readonly api: ApiClient;
  readonly storage: Storage;
  readonly loggedIn: boolean;
  readonly notify: (notice: Notice) => void;
  /** The profile the login fetched, whole, so that signing in does not ask `/api/userInfo` again. */
  readonly onProfile?: (profile: KnownProfile) => void;
}

const firstOf = (value: RouteQuery[string]): string => {
  const single = Array.isArray(value) ? value[0] : value;
  return typeof single === "string" ? single.replaceAll(" ", "+") : "";
};

/**
 * Runs one organisation login (spec §4, §5, §8) with the org-login machine, wired to the API and local storage.
 * Resolves with the organisation now logged in, or null (the machine has already shown any message).
 */
export async function runOrgLogin(query: RouteQuery, env: OrgLoginEnv): Promise<OrgLoginResult> {
  const { api, storage } = env;
  const machine = orgLoginMachine.provide({
    actors: {
      orgAuthenticate: fromPromise(async ({ input }) => {
        writeStored(storage, LOCAL_STORED.orgId, input.orgId);
        const result = await api.orgLogin({
          orgId: input.orgId,
          encryptContent: input.encryptContent,
          encryptSecret: input.encryptSecret,
        });
        if (!result.success) throw new Error(result.msg);
        return result.data;
      }),
      finishOrgLogin: provideOrgSetup(api, storage, env.onProfile),
    },
    actions: {
      storeOrgSession: (_, { orgId, response }) => {
        if (response.token) writeStored(storage, LOCAL_STORED.token, response.token);
        writeStored(storage, LOCAL_STORED.orgId, orgId);
        writeStored(storage, LOCAL_STORED.isOrgLogin, true);
        if (response.org_platform) writeStored(storage, LOCAL_STORED.orgSymbol, response.org_platform);
        // the URL's secret, so that the same link does not log in again (spec §4 "differ from stored ones")
        writeStored(storage, LOCAL_STORED.orgSecret, firstOf(query.secret));
      },
      storeCompany: (_, { companyId, orgId, enrolment }) => {
        writeStored(storage, LOCAL_STORED.companyId, companyId);
        if (orgId) writeStored(storage, LOCAL_STORED.orgIdOfCompany, orgId);
        // the ticket finishes this login once the learner has logged in or registered (pending-enrolment.tsx)
        if (enrolment) writeStored(storage, LOCAL_STORED.orgEnrolment, enrolment);
      },
      clearUserData: () => clearAllStorage(storage),
      notify: (_, notice) => env.notify(notice),
    },
  });
  const actor = createActor(machine, {
    input: { query, storedOrgId: readStored(storage, LOCAL_STORED.orgId), loggedIn: env.loggedIn },
  });
  actor.start();
  const outcome = await toPromise(actor);
  if (outcome?._tag !== "loggedIn") {
    if (outcome?._tag === "rejected" && outcome.message) env.notify({ kind: "error", message: outcome.message });
    return null;
  }
  const state = readOrgState(storage);
  return {
    orgId: outcome.orgId,
    secret: firstOf(query.secret),
    isIframe: state.config.isIframe === 1,
    defaultPage: state.config.defaultPage,
  };
}
