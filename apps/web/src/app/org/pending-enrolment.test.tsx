import { STORAGE_KEYS } from "@taxlearn/core";
import { UiProvider } from "@taxlearn/ui";
import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { AppServicesProvider } from "../../lib/api/app-services";
import { OrgProvider } from "../../lib/org/org-provider";
import { SessionProvider, useSession } from "../../lib/session/session-provider";
import { createFakeServer, type FakeResponse } from "../../testing/render-screen";
import { PendingEnrolment } from "./pending-enrolment";

function Probe() {
  const { session, view } = useSession();
  const location = useLocation();
  return (
    <output data-testid="probe">
      {JSON.stringify({
        token: session.token,
        isOrgLogin: session.isOrgLogin,
        loggedIn: view.loggedIn,
        at: location.pathname,
      })}
    </output>
  );
}

const probe = () => JSON.parse(screen.getByTestId("probe").textContent ?? "{}");

function renderWith(server: (path: string) => FakeResponse | undefined) {
  const fake = createFakeServer(server);
  render(
    <UiProvider>
      <MemoryRouter initialEntries={["/home"]}>
        <AppServicesProvider services={{ api: fake.api, storage: localStorage }}>
          <OrgProvider>
            <SessionProvider>
              <Probe />
              <PendingEnrolment />
            </SessionProvider>
          </OrgProvider>
        </AppServicesProvider>
      </MemoryRouter>
    </UiProvider>,
  );
  return fake.calls;
}

const pending = (expiresAt: number) =>
  localStorage.setItem(
    "orgEnrolment",
    JSON.stringify({ ticket: "ticket-1", orgId: "12", companyId: "C-1", orgName: "云合企业服务平台", expiresAt }),
  );

const server =
  (enrol: FakeResponse) =>
  (path: string): FakeResponse | undefined => {
    if (path === "/api/org/enrol") return enrol;
    if (path === "/api/userInfo") {
      return { data: { uid: 3, username: "学员", avatar: "", mobile: "13800000001", isVip: false, orgInfoList: [] } };
    }
    if (path === "/api/org/config") return { data: { config: { defaultPage: "2" }, logoPc: "" } };
    if (path === "/api/org/info") return { status: 403, msg: "x" };
    return undefined;
  };

describe("a company-only org link finished after the learner's login", { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());

  it("redeems the ticket once logged in, becomes the organisation's session and opens its default page", async () => {
    localStorage.setItem(STORAGE_KEYS.token, "personal-token");
    pending(Date.now() + 600_000);
    const calls = renderWith(
      server({ data: { token: "org-token", user_id: 3, company_id: "C-1", org_id: 12, org_platform: "YUNHE" } }),
    );
    await waitFor(() => expect(probe()).toMatchObject({ token: "org-token", isOrgLogin: true, at: "/course/list" }), {
      timeout: 10_000,
    });
    expect(calls.find((call) => call.path === "/api/org/enrol")?.fields.get("ticket")).toBe("ticket-1");
    // the session's check of the restored personal token, and the enrolment's own profile, which the login then
    // uses instead of asking a third time
    expect(calls.filter((call) => call.path === "/api/userInfo")).toHaveLength(2);
    expect(localStorage.getItem("orgEnrolment")).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.orgId)).toBe("12");
    expect(localStorage.getItem(STORAGE_KEYS.isOrgLogin)).toBe("1");
  });

  it("a used ticket: the server's message, the ticket forgotten, the personal login kept", async () => {
    localStorage.setItem(STORAGE_KEYS.token, "personal-token");
    pending(Date.now() + 600_000);
    renderWith(server({ status: 409, msg: "该机构加入链接已使用过，请从所在机构的入口重新进入" }));
    expect(
      await screen.findByText("该机构加入链接已使用过，请从所在机构的入口重新进入", {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(localStorage.getItem("orgEnrolment")).toBeNull();
    expect(probe()).toMatchObject({ token: "personal-token", isOrgLogin: false, loggedIn: true });
  });

  it("does nothing for a visitor: the ticket waits for a login", async () => {
    pending(Date.now() + 600_000);
    const calls = renderWith(server({ data: {} }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toEqual([]);
    expect(localStorage.getItem("orgEnrolment")).toContain("ticket-1");
  });
});
