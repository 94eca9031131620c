import type { OrgLoginResponse, UserInfo } from "@taxlearn/core";
import type { Notice } from "../../shared/notice";
import type { MachineModel } from "../../testing/model";
import type { OrgConfigResult, OrgEnrolmentTicket } from "../org-login/org-login.types";
import { orgSetupEndings } from "../org-setup/org-setup.parent";
import { orgEnrolmentMachine } from "./org-enrolment.machine";

interface EnrolmentWorld {
  stored: Record<string, unknown>;
  ticketKept: boolean;
  notices: Notice[];
}

const enrolment: OrgEnrolmentTicket = {
  ticket: "ticket-1",
  orgId: "12",
  companyId: "C-1",
  orgName: "云合企业服务平台",
  expiresAt: 1_000_000,
};
const joined: OrgLoginResponse = {
  token: "org-token",
  user_id: 5,
  company_id: "C-1",
  org_id: 12,
  org_platform: "YUNHE",
};
const profile: UserInfo = { uid: "5", username: "学员", avatar: "" } as UserInfo;
const config: OrgConfigResult = { success: true, config: { isIframe: 1 }, logoPc: null };

export const orgEnrolmentModel: MachineModel<typeof orgEnrolmentMachine, EnrolmentWorld> = {
  name: "orgEnrolmentMachine",
  machine: orgEnrolmentMachine,
  inputs: [
    { enrolment, now: 500_000 },
    // expired before the learner finished logging in
    { enrolment, now: 1_000_000 },
    // no company-only link pending
    { enrolment: null, now: 500_000 },
  ],
  events: [
    { type: "xstate.done.actor.redeemTicket", output: joined },
    { type: "xstate.done.actor.redeemTicket", output: { token: null } },
    { type: "xstate.error.actor.redeemTicket", error: { refused: true, message: "该机构加入链接已使用过" } },
    { type: "xstate.error.actor.redeemTicket", error: new Error("offline") },
    // profile and config come from the child machine
    ...orgSetupEndings(profile, config),
  ],
  fakes: (doubles) => {
    const world: EnrolmentWorld = { stored: {}, ticketKept: true, notices: [] };
    const store = (key: string) => (_: unknown, params: unknown) => {
      world.stored[key] = params;
    };
    return {
      implementations: {
        actors: {
          redeemTicket: doubles.actor("redeemTicket"),
          finishOrgLogin: doubles.actor("finishOrgLogin"),
        },
        actions: {
          storeOrgSession: store("orgSession"),
          forgetTicket: () => {
            world.ticketKept = false;
          },
          notify: (_: unknown, notice: Notice) => void world.notices.push(notice),
        },
      },
      world,
    };
  },
  invariants: (snapshot, world, doubles) => {
    const broken: string[] = [];
    const redeems = doubles.callsOf("redeemTicket");
    if (snapshot.context.enrolment && snapshot.context.enrolment.expiresAt <= snapshot.context.now && redeems.length) {
      broken.push("an expired ticket was sent");
    }
    if (redeems.some((call) => (call.input as { ticket: string }).ticket !== "ticket-1")) broken.push("wrong ticket");
    // single use on the client too: once the server answered for it, the ticket is gone
    if (snapshot.matches("refused") && world.ticketKept) broken.push("a refused ticket was kept");
    if (snapshot.matches("refused") && !world.notices.at(-1)?.message) broken.push("refused without a message");
    // the child sets the session up for the organisation the ticket named, once the token is stored
    const setups = doubles.callsOf("finishOrgLogin");
    if (setups.length > 0 && !world.stored.orgSession) broken.push("set up before the org session was stored");
    if (setups.some((call) => (call.input as { orgId: string }).orgId !== "12")) broken.push("set up another org");
    if (snapshot.matches("loggedIn") && (!world.stored.orgSession || setups.length !== 1)) {
      broken.push("org-logged-in without session stored and set up");
    }
    if (snapshot.matches("failed") && world.notices.at(-1)?.message !== "机构登录失败") broken.push("no 机构登录失败");
    if (snapshot.status === "done" && snapshot.output === undefined) broken.push("ended without an outcome");
    return broken;
  },
};
