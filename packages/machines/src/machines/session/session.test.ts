import { EMPTY_SESSION, type SessionState } from "@taxlearn/core";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { Notice } from "../../shared/notice";
import { settle } from "../../testing/replay";
import { connectSession } from "./session.connect";
import { sessionMachine } from "./session.machine";

const saved: SessionState = { ...EMPTY_SESSION, token: "t-1", username: "138****0000", msgNum: 2 };

async function start(
  options: { restored?: SessionState; restore?: () => Promise<SessionState>; logout?: () => Promise<void> } = {},
) {
  const world = {
    storage: new Map([
      ["token", "t-1"],
      ["orgId", "7"],
    ]),
    navigations: [] as string[],
    notices: [] as Notice[],
  };
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(options.restore ?? (async () => options.restored ?? saved)),
      logout: fromPromise(options.logout ?? (async () => undefined)),
    },
    actions: {
      persistSession: (_: unknown, params: { session: SessionState }) =>
        void world.storage.set("token", params.session.token),
      clearStorage: () => world.storage.clear(),
      navigate: (_: unknown, params: { to: string }) => void world.navigations.push(params.to),
      notify: (_: unknown, notice: Notice) => void world.notices.push(notice),
    },
  });
  const actor = createActor(machine).start();
  await settle();
  return { actor, world, view: () => connectSession(actor.getSnapshot(), actor.send) };
}

describe("sessionMachine", () => {
  it("restores a stored token as logged in; without one it is logged out", async () => {
    expect((await start()).view()).toMatchObject({ loggedIn: true, username: "138****0000", msgNum: 2 });
    expect((await start({ restored: EMPTY_SESSION })).view().loggedIn).toBe(false);
  });

  it("asks 您确定退出登录吗？ first; cancel says 取消退出登录 and stays logged in", async () => {
    const { view, world } = await start();
    view().requestLogout();
    expect(view()).toMatchObject({ confirmingLogout: true, confirmText: "您确定退出登录吗？" });
    view().cancelLogout();
    expect(view()).toMatchObject({ loggedIn: true, confirmingLogout: false });
    expect(world.notices).toEqual([{ kind: "info", message: "取消退出登录" }]);
  });

  it("confirm logs out: clears the store and all storage, goes to /home, says 登出成功", async () => {
    const { actor, view, world } = await start();
    view().requestLogout();
    view().confirmLogout("/course/list");
    await settle();
    expect(view().loggedIn).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ token: "", username: "", isOrgLogin: false, orgInfo: null });
    expect(world.storage.size).toBe(0);
    expect(world.navigations).toEqual(["/home"]);
    expect(world.notices).toEqual([{ kind: "success", message: "登出成功" }]);
  });

  it("stays on /vip after logout, whatever the address's query or hash", async () => {
    for (const page of ["/vip", "/vip?orgId=7", "/vip#rights", "/vip/"]) {
      const { view, world } = await start();
      view().requestLogout();
      view().confirmLogout(page);
      await settle();
      expect(view().loggedIn).toBe(false);
      expect(world.navigations).toEqual([]);
    }
  });

  it("goes to /home after logout from a page under /vip", async () => {
    const { view, world } = await start();
    view().requestLogout();
    view().confirmLogout("/vip/payment?vip=2");
    await settle();
    expect(world.navigations).toEqual(["/home"]);
  });

  it("a logout failure shows an error titled 错误 with the server msg and stays logged in", async () => {
    const { view, world } = await start({ logout: () => Promise.reject({ msg: "服务繁忙" }) });
    view().requestLogout();
    view().confirmLogout("/home");
    await settle();
    expect(view().loggedIn).toBe(true);
    expect(world.notices).toEqual([{ kind: "error", title: "错误", message: "服务繁忙" }]);
    expect(world.storage.size).toBe(2);
  });

  it("a 401 clears storage and the whole session, and sends to /login with the current page", async () => {
    const { actor, view, world } = await start({
      restored: { ...saved, isOrgLogin: true, orgInfo: { orgId: "7" }, isYunHeOrg: true },
    });
    actor.send({ type: "SESSION.UNAUTHORIZED", currentPath: "/center/order?page=2" });
    expect(view()).toMatchObject({ loggedIn: false, username: "", msgNum: 0, isOrgLogin: false });
    expect(actor.getSnapshot().context).toEqual({ ...EMPTY_SESSION, logoutFrom: null });
    expect(world.storage.size).toBe(0);
    expect(world.navigations).toEqual(["/login?redirect=%2Fcenter%2Forder%3Fpage%3D2"]);
  });

  it("a login while the stored session is being read is kept, and the late read ignored", async () => {
    let answerRestore: (session: SessionState) => void = () => {};
    const { actor, view, world } = await start({ restore: () => new Promise((resolve) => (answerRestore = resolve)) });
    expect(actor.getSnapshot().matches("restoring")).toBe(true);
    actor.send({ type: "SESSION.LOGIN", session: { token: "t-new", username: "新登录" } });
    expect(view()).toMatchObject({ loggedIn: true, username: "新登录" });
    expect(world.storage.get("token")).toBe("t-new");
    answerRestore(saved);
    await settle();
    expect(actor.getSnapshot().context.token).toBe("t-new");
  });

  it("a login stores the session and counts as logged in", async () => {
    const { actor, view, world } = await start({ restored: EMPTY_SESSION });
    actor.send({ type: "SESSION.LOGIN", session: { token: "t-9", username: "u" } });
    expect(view()).toMatchObject({ loggedIn: true, username: "u" });
    expect(world.storage.get("token")).toBe("t-9");
  });
});
