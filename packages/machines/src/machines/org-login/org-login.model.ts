import type { OrgLoginResponse, UserInfo } from "@taxlearn/core";
import type { Notice } from "../../shared/notice";
import type { MachineModel } from "../../testing/model";
import { orgSetupEndings } from "../org-setup/org-setup.parent";
import { orgLoginMachine } from "./org-login.machine";
import type { OrgConfigResult } from "./org-login.types";

interface OrgWorld {
  stored: Record<string, unknown>;
  notices: Notice[];
  cleared: number;
  /** set-ups seen so far (each judged in the step that asked for it) */
  setups: number;
}

const tokenResponse: OrgLoginResponse = {
  token: "org-token",
  user_id: "u1",
  company_id: null,
  org_id: "7",
  org_platform: "p7",
  org_secret: "s+7",
};
const companyResponse: OrgLoginResponse = {
  token: null,
  company_id: "c9",
  org_id: "7",
  org_name: "华东外贸服务中心",
  enrol_ticket: "ticket-1",
  enrol_expires_at: "2026-11-20T02:15:00.000Z",
};
// an older server: a company without a ticket
const bareCompanyResponse: OrgLoginResponse = { token: null, company_id: "c9", org_id: "7" };
const emptyResponse: OrgLoginResponse = { token: null, company_id: null };
const profile: UserInfo = { uid: "u1", username: "机构学员", avatar: "" } as UserInfo;
const config: OrgConfigResult = { success: true, config: { isIframe: 1, menu: [1, 2] }, logoPc: "logo.png" };

const query = { orgId: "7", content: "a b", secret: "c d" };

export const orgLoginModel: MachineModel<typeof orgLoginMachine, OrgWorld> = {
  name: "orgLoginMachine",
  machine: orgLoginMachine,
  inputs: [
    { query, storedOrgId: null, loggedIn: false },
    // logged in under another organisation
    { query, storedOrgId: "8", loggedIn: true },
    // parameters missing
    { query: { orgId: "7" }, storedOrgId: null, loggedIn: false },
  ],
  events: [
    { type: "xstate.done.actor.orgAuthenticate", output: tokenResponse },
    { type: "xstate.done.actor.orgAuthenticate", output: companyResponse },
    { type: "xstate.done.actor.orgAuthenticate", output: bareCompanyResponse },
    { type: "xstate.done.actor.orgAuthenticate", output: emptyResponse },
    { type: "xstate.error.actor.orgAuthenticate", error: { msg: "network" } },
    // profile and config come from the child machine
    ...orgSetupEndings(profile, config),
  ],
  fakes: (doubles) => {
    const world: OrgWorld = { stored: {}, notices: [], cleared: 0, setups: 0 };
    const store = (key: string) => (_: unknown, params: unknown) => {
      world.stored[key] = params;
    };
    return {
      implementations: {
        actors: {
          orgAuthenticate: doubles.actor("orgAuthenticate"),
          finishOrgLogin: doubles.actor("finishOrgLogin"),
        },
        actions: {
          storeOrgSession: store("orgSession"),
          storeCompany: store("company"),
          clearUserData: () => {
            world.cleared++;
            world.stored = {};
          },
          notify: (_: unknown, notice: Notice) => void world.notices.push(notice),
        },
      },
      world,
    };
  },
  invariants: (snapshot, world, doubles) => {
    const broken: string[] = [];
    const auth = doubles.callsOf("orgAuthenticate")[0]?.input as
      | { encryptContent?: string; encryptSecret?: string }
      | undefined;
    // spec §5: spaces in content and secret are sent as plus signs
    if (auth && (auth.encryptContent?.includes(" ") || auth.encryptSecret?.includes(" "))) broken.push("sent spaces");
    if (snapshot.matches("failed") && (world.cleared !== 1 || world.notices.at(-1)?.message !== "机构登录失败")) {
      broken.push("failure must clear user data and toast 机构登录失败");
    }
    if (snapshot.matches("loggedIn") && !world.stored.orgSession) broken.push("org-logged-in without a stored token");
    // the child sets the session up for this organisation, once the token is stored
    const setups = doubles.callsOf("finishOrgLogin");
    if (setups.length > world.setups) {
      world.setups = setups.length;
      if (!world.stored.orgSession) broken.push("set up before the org session was stored");
    }
    if (setups.some((call) => (call.input as { orgId: string }).orgId !== "7")) broken.push("set up another org");
    // a company answer hands on its ticket exactly when the server sent one
    const company = world.stored.company as { enrolment: { ticket: string } | null } | undefined;
    if (snapshot.matches("company")) {
      const output = snapshot.output as { enrolment: { ticket: string } | null } | undefined;
      if (!company || output?.enrolment?.ticket !== company.enrolment?.ticket) broken.push("company ticket lost");
    }
    if (snapshot.status === "done" && snapshot.output === undefined) broken.push("ended without an outcome");
    return broken;
  },
};
