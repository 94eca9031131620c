import type { SessionState } from "@taxlearn/core";

export interface SessionContext extends SessionState {
  /** the page the logout was confirmed on, to decide where to go afterwards */
  logoutFrom: string | null;
}

export type SessionEvent =
  /** a login (personal, organisation or single sign-on) succeeded; `session.token` is required */
  | { type: "SESSION.LOGIN"; session: Partial<SessionState> & { token: string } }
  | { type: "SESSION.PROFILE"; username: string }
  /** the organisation's info arrived after its login; applied only while that login (`token`) is the session */
  | ({ type: "SESSION.ORG_INFO"; token: string } & Pick<SessionState, "orgInfo" | "isYunHeOrg">)
  | { type: "SESSION.MESSAGE_COUNT"; msgNum: number }
  /** the logout link: asks 您确定退出登录吗？ */
  | { type: "LOGOUT.REQUEST" }
  | { type: "LOGOUT.CANCEL" }
  /** `currentPath` decides where to go afterwards (spec §4: /home unless on /vip) */
  | { type: "LOGOUT.CONFIRM"; currentPath: string }
  /** spec §8: any response whose body status is 401; `currentPath` is the full path to return to */
  | { type: "SESSION.UNAUTHORIZED"; currentPath: string };

/** What the logout request failed with: the server's msg. */
export interface LogoutError {
  msg: string;
}

export interface SessionView {
  loggedIn: boolean;
  /** the confirm dialog of spec §4 is open */
  confirmingLogout: boolean;
  confirmText: string;
  loggingOut: boolean;
  username: string;
  msgNum: number;
  isOrgLogin: boolean;
  requestLogout: () => void;
  cancelLogout: () => void;
  confirmLogout: (currentPath: string) => void;
}
