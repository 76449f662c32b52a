// The one Chromium the project drives, for the e2e tests (playwright.config.ts), the benches, the
// fault suite and the screenshots. Plain ESM JavaScript, like setup.mjs, because `npm test` checks
// for the browser before anything is installed or compiled; so no import of Playwright here either.

/** Debian's Chromium, which `npm test` installs for the e2e tests. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * Launch options for Playwright: Debian's Chromium with no background networking, component
 * updates, sync or first-run work competing with what is tested or measured, and no GPU.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  args: [
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-gpu",
  ],
};
