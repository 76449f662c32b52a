import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // better-sqlite3 is a native addon: load it from node_modules at run time, never bundle it.
  serverExternalPackages: ["better-sqlite3"],
};

export default nextConfig;
