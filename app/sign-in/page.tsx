import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/account/auth-card";
import { SignInForm } from "@/components/account/sign-in-form";
import { SsoButton } from "@/components/account/sso-button";
import { Alert } from "@/components/ui/alert";
import { resolveCaller } from "@/lib/accounts/access";
import { ssoErrorMessage } from "@/lib/accounts/sso-errors";
import { ssoSettings } from "@/lib/accounts/sso";
import { hasAnyUser } from "@/lib/accounts/workspaces-store";
import { safeNext } from "@/lib/accounts/safe-next";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: PageProps<"/sign-in">) {
  const params = await searchParams;
  const next = safeNext(params.next);
  const sso = ssoSettings();
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const ssoError = sso ? ssoErrorMessage(one(params.error), one(params.error_description), sso.name) : null;
  if (!(await hasAnyUser())) redirect("/first-run");
  if (await resolveCaller(await headers())) redirect(next);
  return (
    <AuthCard
      title="Sign in"
      intro="Sign in to see your workspace's scenarios. New here? Ask a workspace owner for an invitation link."
    >
      {ssoError ? (
        <Alert tone="error" className="mt-4">
          {ssoError}
        </Alert>
      ) : null}
      {sso ? (
        <div className="mt-4 space-y-4">
          <SsoButton providerName={sso.name} callbackPath={next} errorPath="/sign-in" />
          <p
            className={
              "flex items-center gap-3 text-xs text-slate-500 before:h-px before:flex-1 before:bg-slate-200 after:h-px " +
              "after:flex-1 after:bg-slate-200"
            }
          >
            or with your email
          </p>
        </div>
      ) : null}
      <SignInForm next={next} />
    </AuthCard>
  );
}
