// Types for chromium.mjs, which stays plain JavaScript so that `npm test` can read it before tsx.
export const CHROMIUM_PATH: string;
export const CHROMIUM_LAUNCH_OPTIONS: { executablePath: string; args: string[] };
