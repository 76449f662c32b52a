import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Lets two builds live side by side (e.g. a test run while another build serves).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // better-sqlite3 is a native addon: load it from node_modules at run time, never bundle it.
  serverExternalPackages: ["better-sqlite3"],
  async headers() {
    // A share link is a secret: never leak it to a site a reader follows a link to.
    return [{ source: "/s/:path*", headers: [{ key: "Referrer-Policy", value: "no-referrer" }] }];
  },
};

export default nextConfig;
