import type { ApiClient } from "@taxlearn/api";
import { defaultPagePath, type UserInfo } from "@taxlearn/core";
import { type EnrolmentRefusal, type Notice, type OrgEnrolmentOutcome, orgEnrolmentMachine } from "@taxlearn/machines";
import { useToast } from "@taxlearn/ui";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { createActor, fromPromise, toPromise } from "xstate";
import { useServices } from "../../lib/api/app-services";
import { useOrg } from "../../lib/org/org-provider";
import { fetchOrgSessionInfo } from "../../lib/org/org-session-info";
import { readOrgState, writeOrgConfig } from "../../lib/org/org-storage";
import { type KnownProfile, useSession } from "../../lib/session/session-provider";
import { LOCAL_STORED, readStored, removeStored, writeStored } from "../../lib/storage/stored-values";

export type PendingOrgEnrolment = NonNullable<ReturnType<typeof pendingEnrolment>>;

/** The enrolment a company-only org link left in storage, if any (expired ones too: the machine explains them). */
export const pendingEnrolment = (storage: Storage) => readStored(storage, LOCAL_STORED.orgEnrolment);

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
  enrolment: PendingOrgEnrolment | null,
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

/**
 * Finishes a company-only org link once the learner is logged in (by password, registration or any other login
 * that ends in a token): the ticket joins them to the company, then the session becomes the organisation's and
 * the app moves to the organisation's default page (spec §4). Renders nothing.
 */
export function PendingEnrolment() {
  const { api, storage } = useServices();
  const session = useSession();
  const org = useOrg();
  const toast = useToast();
  const navigate = useNavigate();
  const running = useRef(false);
  const latest = useRef({ session, org, toast, navigate });
  latest.current = { session, org, toast, navigate };
  const { loggedIn } = session.view;
  const { restoring } = session;

  useEffect(() => {
    if (restoring || !loggedIn || running.current) return;
    const enrolment = pendingEnrolment(storage);
    if (!enrolment) return;
    running.current = true;
    const notify = (notice: Notice) => latest.current.toast.show({ message: notice.message, type: notice.kind });
    void runOrgEnrolment(enrolment, { api, storage, notify, now: Date.now() })
      .then(async ({ outcome, profile }) => {
        if (outcome._tag !== "loggedIn") return;
        latest.current.org.refresh();
        const orgSession = fetchOrgSessionInfo(api);
        await latest.current.session.signIn(
          outcome.token,
          { isOrgLogin: true, orgInfo: null, isYunHeOrg: false },
          profile,
        );
        latest.current.toast.success(`已加入${enrolment.orgName || "机构"}`);
        latest.current.navigate(defaultPagePath(readOrgState(storage).config.defaultPage), { replace: true });
        const info = await orgSession;
        latest.current.session.updateOrgInfo(outcome.token, info);
      })
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
      });
  }, [restoring, loggedIn, api, storage]);
  return null;
}
