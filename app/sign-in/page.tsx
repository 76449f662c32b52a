import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/account/auth-card";
import { SignInForm } from "@/components/account/sign-in-form";
import { resolveCaller } from "@/lib/auth/access";
import { hasAnyUser } from "@/lib/data/workspaces";
import { safeNext } from "@/lib/safe-next";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: PageProps<"/sign-in">) {
  const next = safeNext((await searchParams).next);
  if (!(await hasAnyUser())) redirect("/first-run");
  if (await resolveCaller(await headers())) redirect(next);
  return (
    <AuthCard title="Sign in" intro="Sign in to see your workspace's scenarios. New here? Ask a workspace owner for an invitation link.">
      <SignInForm next={next} />
    </AuthCard>
  );
}
