import type { OrgLoginResponse, UserInfo } from "@taxlearn/core";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, toPromise } from "xstate";
import type { Notice } from "../../shared/notice";
import type { OrgConfigResult } from "../org-login/org-login.types";
import { orgSetupMachine } from "../org-setup/org-setup.machine";
import { orgEnrolmentMachine } from "./org-enrolment.machine";
import type { OrgEnrolmentInput } from "./org-enrolment.types";

const enrolment = { ticket: "tk", orgId: "12", companyId: "C-1", orgName: "云合", expiresAt: 2_000 };

function enrol(input: OrgEnrolmentInput, redeem: () => Promise<OrgLoginResponse>) {
  const world = { sent: [] as unknown[], log: [] as string[], notices: [] as Notice[] };
  const machine = orgEnrolmentMachine.provide({
    actors: {
      redeemTicket: fromPromise(async ({ input }) => {
        world.sent.push(input);
        return redeem();
      }),
      finishOrgLogin: orgSetupMachine.provide({
        actors: {
          fetchProfile: fromPromise(async (): Promise<UserInfo> => ({ uid: "5", username: "学员", avatar: "" })),
          fetchOrgConfig: fromPromise(
            async (): Promise<OrgConfigResult> => ({ success: true, config: { isIframe: 0 }, logoPc: null }),
          ),
        },
        actions: {
          storeProfile: () => void world.log.push("profile"),
          storeOrgConfig: () => void world.log.push("config"),
        },
      }),
    },
    actions: {
      storeOrgSession: (_: unknown, params: { orgId: string }) => void world.log.push(`session ${params.orgId}`),
      forgetTicket: () => void world.log.push("forget"),
      notify: (_: unknown, notice: Notice) => void world.notices.push(notice),
    },
  });
  return { outcome: toPromise(createActor(machine, { input }).start()), world };
}

describe("orgEnrolmentMachine", () => {
  it("redeems the ticket, then completes as an org login with the new token", async () => {
    const { outcome, world } = enrol({ enrolment, now: 1_000 }, async () => ({ token: "org-tk", org_id: 12 }));
    expect(await outcome).toMatchObject({
      _tag: "loggedIn",
      orgId: "12",
      token: "org-tk",
      profile: { username: "学员" },
    });
    expect(world.sent).toEqual([{ ticket: "tk" }]);
    expect(world.log).toEqual(["forget", "session 12", "profile", "config"]);
  });

  it("an expired ticket is forgotten without a request, with a Chinese message", async () => {
    const { outcome, world } = enrol({ enrolment, now: 2_000 }, async () => ({ token: "x" }));
    expect(await outcome).toEqual({ _tag: "refused", message: "机构加入链接已过期，请从所在机构的入口重新进入" });
    expect(world.sent).toEqual([]);
    expect(world.log).toEqual(["forget"]);
  });

  it("a refusal shows the server's message and forgets the ticket", async () => {
    const { outcome, world } = enrol({ enrolment, now: 1_000 }, () =>
      Promise.reject({ refused: true, message: "该机构加入链接已使用过，请从所在机构的入口重新进入" }),
    );
    expect(await outcome).toMatchObject({ _tag: "refused" });
    expect(world.notices.map((n) => n.message)).toEqual(["该机构加入链接已使用过，请从所在机构的入口重新进入"]);
    expect(world.log).toEqual(["forget"]);
  });

  it("an answer without a token is 认证失败", async () => {
    const { outcome } = enrol({ enrolment, now: 1_000 }, async () => ({ token: null }));
    expect(await outcome).toEqual({ _tag: "refused", message: "认证失败" });
  });

  it("a network failure toasts 机构登录失败 and keeps the ticket for another try", async () => {
    const { outcome, world } = enrol({ enrolment, now: 1_000 }, () => Promise.reject(new Error("offline")));
    expect(await outcome).toEqual({ _tag: "failed", message: "机构登录失败" });
    expect(world.log).toEqual([]);
  });

  it("nothing pending: nothing happens", async () => {
    const { outcome, world } = enrol({ enrolment: null, now: 1_000 }, async () => ({ token: "x" }));
    expect(await outcome).toEqual({ _tag: "none" });
    expect(world.sent).toEqual([]);
  });
});
