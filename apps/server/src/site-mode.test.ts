import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SiteModeConfigError, siteModeFromEnv, useProductionLibraries } from "./site-mode";

const webRoot = fileURLToPath(new URL("../../web/", import.meta.url));

/** Which build of react-dom/server a fresh Node process with this environment loads (as the web build's entry does). */
function reactServerBuild(env: NodeJS.ProcessEnv): string {
  const script = `
    const { createRequire } = require("node:module");
    const load = createRequire(${JSON.stringify(webRoot)} + "package.json");
    load("react-dom/server");
    const loaded = Object.keys(require.cache).find((path) => /react-dom-server\\.node\\./.test(path));
    process.stdout.write(String(loaded));`;
  const child = spawnSync(process.execPath, ["-e", script], { env, encoding: "utf8" });
  expect(child.status, child.stderr).toBe(0);
  return child.stdout;
}

describe("site mode", () => {
  it("is the sandbox by default and live only when asked", () => {
    expect(siteModeFromEnv({})).toBe("sandbox");
    expect(siteModeFromEnv({ SITE_MODE: "live" })).toBe("live");
    expect(siteModeFromEnv({ SITE_MODE: "sandbox" })).toBe("sandbox");
  });

  it("does not follow NODE_ENV once SITE_MODE is set, and keeps NODE_ENV=production live when it is not", () => {
    expect(siteModeFromEnv({ NODE_ENV: "production", SITE_MODE: "sandbox" })).toBe("sandbox");
    expect(siteModeFromEnv({ NODE_ENV: "development", SITE_MODE: "live" })).toBe("live");
    // a deployment that set only NODE_ENV=production before SITE_MODE existed still refuses the sandboxes
    expect(siteModeFromEnv({ NODE_ENV: "production" })).toBe("live");
  });

  it("refuses an unknown value", () => {
    expect(() => siteModeFromEnv({ SITE_MODE: "on" })).toThrow(SiteModeConfigError);
  });

  it("leaves the sandbox on while the server loads React's production build", () => {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH };
    const mode = siteModeFromEnv(env);
    useProductionLibraries(env);
    expect(mode).toBe("sandbox");
    expect(reactServerBuild(env)).toMatch(/react-dom-server\.node\.production\.js$/);
    // a developer who asks for React's development build keeps it
    const development: NodeJS.ProcessEnv = { PATH: process.env.PATH, NODE_ENV: "development" };
    useProductionLibraries(development);
    expect(reactServerBuild(development)).toMatch(/react-dom-server\.node\.development\.js$/);
  });
});
