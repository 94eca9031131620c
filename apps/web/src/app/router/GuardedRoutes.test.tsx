import { STORAGE_KEYS } from "@taxlearn/core";
import { UiProvider } from "@taxlearn/ui";
import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { OrgProvider } from "../org/OrgProvider";
import { AppServicesProvider } from "../services/app-services";
import { SessionProvider, useSession } from "../session/SessionProvider";
import { createFakeServer, type FakeResponse } from "../testing/render-screen";
import { GuardedRoutes } from "./GuardedRoutes";

const orgInfo = (orgId: number, isYunHeOrg: boolean) => ({
  orgId,
  orgName: isYunHeOrg ? "云合财税服务平台" : "华东外贸服务中心",
  platformCode: isYunHeOrg ? "yunhe" : "hdwm",
  isYunHeOrg,
  isShowLogo: 1,
  logo: "",
  menu: [1, 2, 3],
  isIframe: 0,
  isShowTop: 1,
  isShowSideBar: 1,
  isShowAi: 1,
  defaultPage: "1",
});

/** The server of one organisation login: login, profile, branding config and org info. */
const orgServer =
  (info: FakeResponse) =>
  (path: string): FakeResponse | undefined => {
    if (path === "/api/org/login") return { data: { token: "org-token", user_id: 51, org_platform: "p" } };
    if (path === "/api/userInfo") {
      return { data: { uid: 51, username: "张会计", avatar: "", mobile: null, isVip: false, orgInfoList: [] } };
    }
    if (path === "/api/org/config") return { data: { config: { menu: [1, 2, 3] }, logoPc: "" } };
    if (path === "/api/org/info") return info;
    return undefined;
  };

function SessionProbe() {
  const { session } = useSession();
  return <output data-testid="session">{JSON.stringify(session)}</output>;
}

function renderGuarded(url: string, server: (path: string) => FakeResponse | undefined) {
  const { api, calls } = createFakeServer(server);
  render(
    <UiProvider>
      <MemoryRouter initialEntries={[url]}>
        <AppServicesProvider services={{ api, storage: localStorage }}>
          <OrgProvider>
            <SessionProvider>
              <SessionProbe />
              <GuardedRoutes>{(_page, body) => body}</GuardedRoutes>
            </SessionProvider>
          </OrgProvider>
        </AppServicesProvider>
      </MemoryRouter>
    </UiProvider>,
  );
  return { calls };
}

const sessionShown = () => JSON.parse(screen.getByTestId("session").textContent ?? "{}");

describe("organisation login through the route guard (spec §3, §4)", { timeout: 20_000 }, () => {
  it("reads the cloud-organisation flag and org info from /api/org/info into the session and storage", async () => {
    const { calls } = renderGuarded(
      "/notice?orgId=12&content=sealed&secret=s1",
      orgServer({ data: orgInfo(12, true) }),
    );
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.isYunHeOrg)).toBe("1"), { timeout: 10_000 });
    expect(calls.some((call) => call.path === "/api/org/info")).toBe(true);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.orgInfo) ?? "null")).toMatchObject({
      orgId: 12,
      isYunHeOrg: true,
    });
    await waitFor(() =>
      expect(sessionShown()).toMatchObject({ isOrgLogin: true, isYunHeOrg: true, token: "org-token" }),
    );
    expect(sessionShown().orgInfo).toMatchObject({ orgId: 12, orgName: "云合财税服务平台" });
  });

  it("keeps the flag off for any other organisation", async () => {
    renderGuarded("/notice?orgId=7&content=sealed&secret=s2", orgServer({ data: orgInfo(7, false) }));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.orgInfo)).toContain('"orgId":7'), {
      timeout: 10_000,
    });
    expect(localStorage.getItem(STORAGE_KEYS.isYunHeOrg)).toBe("0");
    expect(sessionShown()).toMatchObject({ isOrgLogin: true, isYunHeOrg: false });
  });

  it("logs in without org info when the server refuses it, and claims no cloud organisation", async () => {
    const { calls } = renderGuarded(
      "/notice?orgId=12&content=sealed&secret=s3",
      orgServer({ status: 403, msg: "您不属于该机构" }),
    );
    await waitFor(() => expect(sessionShown()).toMatchObject({ isOrgLogin: true, token: "org-token" }), {
      timeout: 10_000,
    });
    expect(calls.some((call) => call.path === "/api/org/info")).toBe(true);
    expect(sessionShown()).toMatchObject({ isYunHeOrg: false, orgInfo: null });
    expect(localStorage.getItem(STORAGE_KEYS.isYunHeOrg)).toBe("0");
    expect(localStorage.getItem(STORAGE_KEYS.orgInfo)).toBeNull();
  });
});
