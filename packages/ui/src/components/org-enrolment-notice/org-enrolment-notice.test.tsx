import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OrgEnrolmentNotice } from "./org-enrolment-notice";

describe("OrgEnrolmentNotice", () => {
  it("names the organisation and how long the link lasts", () => {
    render(<OrgEnrolmentNotice orgName="云合企业服务平台" minutesLeft={12} />);
    expect(screen.getByRole("status").textContent).toBe(
      "登录或注册后将加入云合企业服务平台机构加入链接 12 分钟内有效，仅可使用一次",
    );
  });

  it("says when the link has expired", () => {
    render(<OrgEnrolmentNotice orgName="" minutesLeft={0} />);
    expect(screen.getByRole("status").textContent).toBe("加入所在机构的链接已过期，请从所在机构的入口重新进入");
  });
});
