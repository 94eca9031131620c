import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ValidityBanner } from "./validity-banner";

const facts = [{ term: "文号", value: "财政部 税务总局公告2022年第15号" }];

describe("ValidityBanner", () => {
  it("names the validity, lists the facts and links each change of the chain", () => {
    render(
      <ValidityBanner
        validity="repealed"
        label="全文废止"
        facts={facts}
        chainTitle="修改废止沿革"
        chain={[
          {
            label: "废止本文件：",
            title: "关于明确增值税小规模纳税人减免增值税等政策的公告",
            docNumber: "财政部 税务总局公告2023年第1号",
            effectiveFrom: "2023-01-01",
            note: "全文废止",
            href: "/policy/details?id=2012",
          },
        ]}
      />,
    );
    const banner = screen.getByRole("region", { name: "全文废止" });
    expect(banner.dataset.validity).toBe("repealed");
    expect(banner.textContent).toContain("财政部 税务总局公告2022年第15号");
    expect(
      screen.getByRole("link", { name: "《关于明确增值税小规模纳税人减免增值税等政策的公告》" }).getAttribute("href"),
    ).toBe("/policy/details?id=2012");
  });

  it("shows a coming change and no chain when there is none", () => {
    render(
      <ValidityBanner
        validity="pending"
        label="尚未生效"
        facts={facts}
        upcoming="将于 2026-12-10 起生效"
        chainTitle="修改废止沿革"
        chain={[]}
      />,
    );
    expect(screen.getByText("将于 2026-12-10 起生效")).toBeTruthy();
    expect(screen.queryByText("修改废止沿革")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
