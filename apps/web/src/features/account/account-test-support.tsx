import type { ReactElement } from "react";
import { type FakeRoutes, renderScreen } from "../../testing/render-screen";

// Test-only: an account screen over the shared fake server (src/testing), plus the account's data builders.

export {
  currentLocation,
  type FakeCall,
  type FakeResponse,
  type FakeRoutes,
} from "../../testing/render-screen";

export function renderAccountScreen(screen: ReactElement, { url, routes }: { url: string; routes: FakeRoutes }) {
  return renderScreen(screen, { url, server: routes });
}

export const loginData = (token = "token-1") => ({
  token,
  uid: 7,
  username: "13900000001",
  expiresAt: "2026-12-22T00:00:00.000Z",
});

export const userInfoData = () => ({
  uid: 7,
  username: "13900000001",
  avatar: "",
  vipProductId: null,
  vipName: null,
  vipStartTime: null,
  vipEndTime: null,
  mobile: "13900000001",
  isVip: false,
  orgInfoList: [],
});
