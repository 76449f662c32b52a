"use client";

import { useState } from "react";
import { AuthForm } from "@/components/account/auth-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useGo } from "@/components/account/use-go";
import { authClient, authErrorMessage } from "@/lib/accounts/client";

export interface InvitationFormProps {
  invitationId: string;
  email: string;
  /** What the invitee must do first: make an account, sign in to theirs, or nothing (signed in already). */
  step: "sign-up" | "sign-in" | "accept";
}

/** Accepting also makes the workspace the one the session acts in (better-auth does that). */
async function accept(invitationId: string, go: (path: string) => void): Promise<string | null> {
  const { error } = await authClient.organization.acceptInvitation({ invitationId });
  if (error) return authErrorMessage(error, "Could not accept the invitation.");
  go("/");
  return null;
}

/** Accepting an invitation: after a sign-up or sign-in with the invited email when needed. */
export function InvitationForm({ invitationId, email, step }: InvitationFormProps) {
  const [error, setError] = useState<string | null>(null);
  const go = useGo();
  if (step === "accept") {
    return (
      <div className="mt-6 space-y-3">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Button
          variant="primary"
          className="w-full py-2"
          onClick={async () => setError(await accept(invitationId, go))}
        >
          Join the workspace
        </Button>
      </div>
    );
  }
  if (step === "sign-in") {
    return (
      <AuthForm
        submitLabel="Sign in and join"
        fields={[
          { name: "email", label: "Email", autoComplete: "username", fixed: email },
          { name: "password", label: "Password", autoComplete: "current-password" },
        ]}
        onSubmit={async ({ password }) => {
          const { error: failed } = await authClient.signIn.email({ email, password });
          return failed ? authErrorMessage(failed, "Could not sign in.") : accept(invitationId, go);
        }}
      />
    );
  }
  return (
    <AuthForm
      submitLabel="Create my account and join"
      fields={[
        {
          name: "name",
          label: "Your name",
          autoComplete: "name",
          hint: "Shown in History next to every version you save.",
        },
        { name: "email", label: "Email", autoComplete: "username", fixed: email },
        { name: "password", label: "Password", autoComplete: "new-password", hint: "At least 10 characters." },
      ]}
      onSubmit={async ({ name, password }) => {
        const { error: failed } = await authClient.signUp.email({ name, email, password });
        return failed ? authErrorMessage(failed, "Could not create the account.") : accept(invitationId, go);
      }}
    />
  );
}
