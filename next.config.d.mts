// Types of next.config.mjs for the TypeScript files that read its exports.
import type { NextConfig } from "next";

export const SECURITY_HEADERS: readonly { key: string; value: string }[];
export const DIST_DIR: string;
declare const nextConfig: (phase: string) => NextConfig;
export default nextConfig;
