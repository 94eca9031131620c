import type { ApiClient } from "@taxlearn/api";
import { STORAGE_KEYS } from "@taxlearn/core";
import { UiProvider } from "@taxlearn/ui";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AppServicesProvider } from "../../lib/api/app-services";
import { OrgProvider } from "../../lib/org/org-provider";
import { SessionProvider, useSession } from "../../lib/session/session-provider";
import { createFakeServer, type FakeResponse } from "../../testing/render-screen";
import { GuardedRoutes } from "./guarded-routes";

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
  const { session, view, unauthorized } = useSession();
  return (
    <>
      <output data-testid="session">{JSON.stringify({ ...session, loggedIn: view.loggedIn })}</output>
      <button type="button" onClick={unauthorized}>
        401
      </button>
    </>
  );
}

/** A response the test releases by hand; the request itself is made (and recorded) at once. */
function heldResponse() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}

function renderGuarded(
  url: string,
  server: (path: string) => FakeResponse | undefined,
  { orgInfoReleased }: { orgInfoReleased?: Promise<void> } = {},
) {
  const fake = createFakeServer(server);
  const { calls } = fake;
  const api: ApiClient = orgInfoReleased
    ? {
        ...fake.api,
        orgInfo: async () => {
          const answer = fake.api.orgInfo();
          await orgInfoReleased;
          return answer;
        },
      }
    : fake.api;
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

  it("signs in before /api/org/info answers; orgInfo and the flag follow its answer", async () => {
    const orgInfoAnswer = heldResponse();
    const { calls } = renderGuarded(
      "/notice?orgId=12&content=sealed&secret=s4",
      orgServer({ data: orgInfo(12, true) }),
      { orgInfoReleased: orgInfoAnswer.released },
    );
    await waitFor(() => expect(calls.some((call) => call.path === "/api/org/info")).toBe(true), { timeout: 10_000 });
    await waitFor(() =>
      expect(sessionShown()).toMatchObject({
        loggedIn: true,
        token: "org-token",
        isOrgLogin: true,
        orgInfo: null,
        isYunHeOrg: false,
      }),
    );
    expect(localStorage.getItem(STORAGE_KEYS.isOrgLogin)).toBe("1");
    expect(localStorage.getItem(STORAGE_KEYS.isYunHeOrg)).toBe("0");
    expect(localStorage.getItem(STORAGE_KEYS.orgInfo)).toBeNull();

    orgInfoAnswer.release();
    await waitFor(() => expect(sessionShown()).toMatchObject({ loggedIn: true, isYunHeOrg: true }));
    expect(sessionShown().orgInfo).toMatchObject({ orgId: 12, orgName: "云合财税服务平台" });
    expect(localStorage.getItem(STORAGE_KEYS.isYunHeOrg)).toBe("1");
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.orgInfo) ?? "null")).toMatchObject({ orgId: 12 });
  });

  it("a late org info does not log back in a session that ended meanwhile", async () => {
    const orgInfoAnswer = heldResponse();
    renderGuarded("/notice?orgId=12&content=sealed&secret=s5", orgServer({ data: orgInfo(12, true) }), {
      orgInfoReleased: orgInfoAnswer.released,
    });
    await waitFor(() => expect(sessionShown()).toMatchObject({ loggedIn: true, token: "org-token" }), {
      timeout: 10_000,
    });
    fireEvent.click(screen.getByRole("button", { name: "401" }));
    await waitFor(() => expect(sessionShown()).toMatchObject({ loggedIn: false, token: "" }));

    orgInfoAnswer.release();
    // after the release only promise steps remain before the session would be updated; give them time to run
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sessionShown()).toMatchObject({ loggedIn: false, token: "", isYunHeOrg: false, orgInfo: null });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.orgInfo)).toBeNull();
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

  it("signs in with the profile the org login fetched: /api/userInfo is called once, not again", async () => {
    const { calls } = renderGuarded("/notice?orgId=7&content=sealed&secret=s6", orgServer({ data: orgInfo(7, false) }));
    await waitFor(
      () => expect(sessionShown()).toMatchObject({ loggedIn: true, token: "org-token", username: "张会计" }),
      {
        timeout: 10_000,
      },
    );
    await waitFor(() => expect(calls.some((call) => call.path === "/api/org/info")).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.path === "/api/userInfo")).toHaveLength(1);
  });

  it("a company-only link keeps its enrolment ticket and logs nobody in until the learner does", async () => {
    const { calls } = renderGuarded("/notice?orgId=12&content=sealed&secret=s7", (path) =>
      path === "/api/org/login"
        ? {
            data: {
              token: null,
              company_id: "C-1",
              org_id: 12,
              org_name: "云合企业服务平台",
              enrol_ticket: "ticket-1",
              enrol_expires_at: new Date(Date.now() + 900_000).toISOString(),
            },
          }
        : undefined,
    );
    await waitFor(() => expect(localStorage.getItem("orgEnrolment")).toContain("ticket-1"), { timeout: 10_000 });
    expect(JSON.parse(localStorage.getItem("orgEnrolment") ?? "{}")).toMatchObject({
      orgId: "12",
      companyId: "C-1",
      orgName: "云合企业服务平台",
    });
    expect(localStorage.getItem(STORAGE_KEYS.companyId)).toBe("C-1");
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(sessionShown()).toMatchObject({ loggedIn: false });
    expect(calls.some((call) => call.path === "/api/userInfo")).toBe(false);
  });
});
