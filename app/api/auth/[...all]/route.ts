import { authHandler } from "@/lib/accounts/handler";

/** better-auth's own endpoints, at their documented default paths (/api/auth/sign-in/email, …). */
export const GET = authHandler;
export const POST = authHandler;
