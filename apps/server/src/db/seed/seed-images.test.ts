import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { generateCatalogue } from "./catalogue.seed";
import { SEED_MEDIA_URL } from "./media.seed";
import { ORGANISATIONS } from "./organisations.seed";

const mediaDir = fileURLToPath(new URL("../../../media/", import.meta.url));
const catalogue = generateCatalogue(new Date("2026-03-01T00:00:00Z"));

/** Every image URL the seed stores, by where it is stored. */
const seededImageUrls = (): [string, string][] => [
  ...catalogue.courses.map((c): [string, string] => [`course ${c.id}`, c.image]),
  ...catalogue.lecturers.map((l): [string, string] => [`lecturer ${l.id}`, l.avatar]),
  ...catalogue.lives.map((l): [string, string] => [`live ${l.id}`, l.image]),
  ...catalogue.kedans.map((k): [string, string] => [`kedan ${k.id}`, k.cover]),
  ...catalogue.hearings.map((h): [string, string] => [`hearing ${h.id}`, h.cover]),
  ...catalogue.customFiles.map((f): [string, string] => [`custom file ${f.id}`, f.cover]),
  ...[...catalogue.articles, ...catalogue.customFiles, ...catalogue.hearings].flatMap((item) =>
    [...item.contentHtml.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((m): [string, string] => [
      `rich text of ${item.id}`,
      m[1]!,
    ]),
  ),
  ...ORGANISATIONS.flatMap((org) =>
    [org.config.logo, org.config.logoPc]
      .filter((url): url is string => Boolean(url))
      .map((url): [string, string] => [`organisation ${org.id}`, url]),
  ),
];

describe("seeded images", () => {
  it("point at committed files under /media (run make:seed-images after changing the seed)", () => {
    const urls = seededImageUrls();
    expect(urls.length).toBeGreaterThan(150);
    const missing = urls.filter(
      ([, url]) =>
        !url.startsWith(`${SEED_MEDIA_URL}/`) || !existsSync(mediaDir + url.slice(SEED_MEDIA_URL.length + 1)),
    );
    expect(missing).toEqual([]);
  });

  it("include the policy figures inside the stored rich text", () => {
    const figures = seededImageUrls().filter(([, url]) => url.includes("/policies/"));
    expect(figures.length).toBeGreaterThan(0);
  });

  it("give every rich-text image the width and height of its file, so the page reserves its box", () => {
    const images = [...catalogue.articles, ...catalogue.customFiles, ...catalogue.hearings].flatMap((item) =>
      [...item.contentHtml.matchAll(/<img[^>]*>/g)].map((m) => m[0]),
    );
    expect(images.length).toBeGreaterThan(0);
    const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="(\\d+)"`))?.[1];
    const mismatched = images.filter((tag) => {
      const url = tag.match(/\ssrc="([^"]+)"/)?.[1] ?? "";
      const svg = readFileSync(mediaDir + url.slice(SEED_MEDIA_URL.length + 1), "utf8");
      return (
        attribute(tag, "width") !== attribute(svg, "width") || attribute(tag, "height") !== attribute(svg, "height")
      );
    });
    expect(mismatched).toEqual([]);
  });
});
