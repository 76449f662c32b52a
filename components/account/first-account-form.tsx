"use client";

import { AuthForm } from "@/components/account/auth-form";
import { useGo } from "@/components/account/use-go";
import { authClient, authErrorMessage } from "@/lib/accounts/client";

/** The first account's form; better-auth's sign-up makes it, and signs it in. */
export function FirstAccountForm() {
  const go = useGo();
  return (
    <AuthForm
      submitLabel="Create the owner account"
      fields={[
        {
          name: "name",
          label: "Your name",
          autoComplete: "name",
          hint: "Shown in History next to every version you save.",
        },
        { name: "email", label: "Work email", autoComplete: "username" },
        { name: "password", label: "Password", autoComplete: "new-password", hint: "At least 10 characters." },
      ]}
      onSubmit={async ({ name, email, password }) => {
        const { error } = await authClient.signUp.email({ name, email, password });
        if (error) return authErrorMessage(error, "Could not create the account.");
        go("/");
        return null;
      }}
    />
  );
}
