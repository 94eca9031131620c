/**
 * Whether this site is live (real providers only) or runs its sandboxes (SMS outbox, sandbox payments and logins),
 * a setting of its own: NODE_ENV only picks the libraries' builds, and the server always renders pages with React's
 * production build (its development build made server rendering several times slower).
 *
 * SITE_MODE=live refuses to start with any sandbox; SITE_MODE=sandbox runs them. Unset, a start with
 * NODE_ENV=production is live, as it was before this setting existed, so a deployment that only sets NODE_ENV keeps
 * refusing the sandboxes; any other start runs them.
 */
export type SiteMode = "live" | "sandbox";

export class SiteModeConfigError extends Error {}

export function siteModeFromEnv(env: NodeJS.ProcessEnv): SiteMode {
  const mode = env.SITE_MODE?.trim();
  if (mode === "live" || mode === "sandbox") return mode;
  if (mode) throw new SiteModeConfigError(`SITE_MODE must be live or sandbox, not ${JSON.stringify(mode)}`);
  return env.NODE_ENV === "production" ? "live" : "sandbox";
}

/**
 * The server process's NODE_ENV once the site mode has been read: production unless a developer set another value,
 * so that react-dom/server and the JSX runtime (loaded with the web build's server entry) are their production builds.
 */
export function useProductionLibraries(env: NodeJS.ProcessEnv): void {
  if (!env.NODE_ENV) env.NODE_ENV = "production";
}
