import { expect, test } from "@playwright/test";

// Invented documents of the sample data set carry a quiet 示例内容 mark where a reader meets them: the rows of the
// policy and case lists and the heading of their details, at phone and desktop widths.
for (const width of [375, 1366]) {
  test(`the 示例内容 mark on the seeded policies and cases at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto("/policy");
    // a seeded row (an operator's policy published by another spec may lead the list, rightly without the mark)
    const firstRow = page
      .getByRole("list", { name: "内容列表" })
      .getByRole("listitem")
      .filter({ hasText: "示例内容" })
      .first();
    await expect(firstRow).toBeVisible();
    await page.screenshot({ path: `e2e/screenshots/sample-policy-list-${width}.png` });

    await firstRow.getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("header").getByText("示例内容", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `e2e/screenshots/sample-policy-detail-${width}.png` });

    await page.goto("/casebook/details?id=3001");
    await expect(page.locator("header").getByText("示例内容", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `e2e/screenshots/sample-case-detail-${width}.png` });
  });
}
