import type { OrgLoginResponse, UserInfo } from "@taxlearn/core";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, toPromise } from "xstate";
import type { Notice } from "../../shared/notice";
import { orgSetupMachine } from "../org-setup/org-setup.machine";
import { orgLoginMachine } from "./org-login.machine";
import type { OrgConfigResult, OrgLoginInput } from "./org-login.types";

interface Server {
  auth?: () => Promise<OrgLoginResponse>;
  config?: () => Promise<OrgConfigResult>;
}

function login(input: OrgLoginInput, server: Server = {}) {
  const world = { authInputs: [] as unknown[], stored: [] as string[], notices: [] as Notice[], cleared: 0 };
  const machine = orgLoginMachine.provide({
    actors: {
      orgAuthenticate: fromPromise(async ({ input }) => {
        world.authInputs.push(input);
        return server.auth ? server.auth() : { token: "tk", org_platform: "p", org_secret: "s", org_id: "7" };
      }),
      finishOrgLogin: orgSetupMachine.provide({
        actors: {
          fetchProfile: fromPromise(async (): Promise<UserInfo> => ({ uid: "1", username: "学员", avatar: "" })),
          fetchOrgConfig: fromPromise(
            async () => server.config?.() ?? { success: true, config: { isIframe: 1 }, logoPc: null },
          ),
        },
        actions: {
          storeProfile: () => void world.stored.push("profile"),
          storeOrgConfig: () => void world.stored.push("config"),
        },
      }),
    },
    actions: {
      storeOrgSession: () => void world.stored.push("orgSession"),
      storeCompany: (_: unknown, params: { companyId: string; orgId: string | null }) =>
        void world.stored.push(`company ${params.companyId} ${params.orgId}`),
      clearUserData: () => void world.cleared++,
      notify: (_: unknown, notice: Notice) => void world.notices.push(notice),
    },
  });
  return { outcome: toPromise(createActor(machine, { input }).start()), world };
}

const query = { orgId: "7", content: "x y", secret: "s t" };

describe("orgLoginMachine", () => {
  it("a token logs in: stores the org session, the profile and the config, sending spaces as +", async () => {
    const { outcome, world } = login({ query, storedOrgId: null, loggedIn: false });
    expect(await outcome).toMatchObject({ _tag: "loggedIn", orgId: "7", token: "tk", username: "学员" });
    expect(world.stored).toEqual(["orgSession", "profile", "config"]);
    expect(world.authInputs).toEqual([{ orgId: "7", encryptContent: "x+y", encryptSecret: "s+t" }]);
  });

  it("is rejected with 提示当前机构发生变更 when logged in under another organisation", async () => {
    const { outcome, world } = login({ query, storedOrgId: "8", loggedIn: true });
    expect(await outcome).toEqual({ _tag: "rejected", message: "提示当前机构发生变更" });
    expect(world.authInputs).toEqual([]);
  });

  it("the same organisation logs in again while logged in", async () => {
    const { outcome } = login({ query, storedOrgId: "7", loggedIn: true });
    expect((await outcome)._tag).toBe("loggedIn");
  });

  it("needs orgId, content and secret", async () => {
    const { outcome } = login({ query: { orgId: "7", content: "x" }, storedOrgId: null, loggedIn: false });
    expect(await outcome).toEqual({ _tag: "rejected", message: null });
  });

  it("a company_id is stored with org_id and returned", async () => {
    const { outcome, world } = login(
      { query, storedOrgId: null, loggedIn: false },
      { auth: async () => ({ token: null, company_id: 55, org_id: 7 }) },
    );
    expect(await outcome).toEqual({ _tag: "company", companyId: "55", orgId: "7", enrolment: null });
    expect(world.stored).toEqual(["company 55 7"]);
  });

  it("a company answer with an enrolment ticket hands it on with its expiry and organisation", async () => {
    const { outcome } = login(
      { query, storedOrgId: null, loggedIn: false },
      {
        auth: async () => ({
          token: null,
          company_id: "C-1",
          org_id: 12,
          org_name: "云合",
          enrol_ticket: "tk",
          enrol_expires_at: "2026-11-20T02:15:00.000Z",
        }),
      },
    );
    expect(await outcome).toEqual({
      _tag: "company",
      companyId: "C-1",
      orgId: "12",
      enrolment: {
        ticket: "tk",
        orgId: "12",
        companyId: "C-1",
        orgName: "云合",
        expiresAt: Date.parse("2026-11-20T02:15:00.000Z"),
      },
    });
  });

  it("neither token nor company_id: 认证失败", async () => {
    const { outcome } = login({ query, storedOrgId: null, loggedIn: false }, { auth: async () => ({ token: null }) });
    expect(await outcome).toEqual({ _tag: "rejected", message: "认证失败" });
  });

  it("a failed request toasts 机构登录失败 and clears the user data", async () => {
    const { outcome, world } = login(
      { query, storedOrgId: null, loggedIn: false },
      { auth: () => Promise.reject(new Error("offline")) },
    );
    expect(await outcome).toEqual({ _tag: "failed", message: "机构登录失败" });
    expect(world.notices).toEqual([{ kind: "error", message: "机构登录失败" }]);
    expect(world.cleared).toBe(1);
  });

  it("an unsuccessful config fetch is rejected with no message", async () => {
    const { outcome } = login(
      { query, storedOrgId: null, loggedIn: false },
      { config: async () => ({ success: false, config: null, logoPc: null }) },
    );
    expect(await outcome).toEqual({ _tag: "rejected", message: null });
  });
});
