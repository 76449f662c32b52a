import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // better-sqlite3 is a native addon: load it from node_modules at run time, never bundle it.
  serverExternalPackages: ["better-sqlite3"],
  async headers() {
    // A share link is a secret: never leak it to a site a reader follows a link to.
    return [{ source: "/s/:path*", headers: [{ key: "Referrer-Policy", value: "no-referrer" }] }];
  },
};

export default nextConfig;
