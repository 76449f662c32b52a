import type { NextConfig } from "next";

/** Powerful browser features the app never uses, denied so nothing injected into a page can ask for them. */
const deniedFeatures = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

const everyResponse = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  // For browsers without CSP frame-ancestors; the pages' CSP says the same.
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: deniedFeatures.map((feature) => `${feature}=()`).join(", ") },
  // No other site's window keeps a handle on ours, and no other site can embed our responses.
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Lets two builds live side by side (e.g. a test run while another build serves).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // better-sqlite3 is a native addon: load it from node_modules at run time, never bundle it.
  serverExternalPackages: ["better-sqlite3", "exceljs"],
  async headers() {
    // Where two rules set one header, the later wins: the share rule must stay after the global one.
    return [
      { source: "/:path*", headers: everyResponse },
      // proxy.ts gives pages a per-request policy; JSON and downloads run nothing at all.
      {
        source: "/api/:path*",
        headers: [
          {
            key: "Content-Security-Policy",
            value: "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
          },
        ],
      },
      // A share link is a secret: never leak it to a site a reader follows a link to.
      { source: "/s/:path*", headers: [{ key: "Referrer-Policy", value: "no-referrer" }] },
    ];
  },
};

export default nextConfig;
