"use client";

import { AuthForm } from "@/components/account/auth-form";
import { useGo } from "@/components/account/use-go";
import { authClient, authErrorMessage } from "@/lib/accounts/client";

/** Email and password; on success the browser goes to `next` (a path on this site). */
export function SignInForm({ next }: { next: string }) {
  const go = useGo();
  return (
    <AuthForm
      submitLabel="Sign in"
      fields={[
        { name: "email", label: "Email", autoComplete: "username" },
        { name: "password", label: "Password", autoComplete: "current-password" },
      ]}
      onSubmit={async ({ email, password }) => {
        const { error } = await authClient.signIn.email({ email, password });
        if (error) return authErrorMessage(error, "Could not sign in.");
        go(next);
        return null;
      }}
    />
  );
}
