"use client";

import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useGo } from "@/components/account/use-go";
import { authClient, authErrorMessage } from "@/lib/accounts/client";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** Change password (which signs out every other browser) and sign out everywhere. */
export function AccountSettings() {
  const go = useGo();
  const [message, setMessage] = useState<{ tone: "error" | "note"; text: string } | null>(null);

  async function changePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const { error } = await authClient.changePassword({
      currentPassword: String(data.get("current") ?? ""),
      newPassword: String(data.get("new") ?? ""),
      revokeOtherSessions: true,
    });
    if (error) return setMessage({ tone: "error", text: authErrorMessage(error, "Could not change the password.") });
    form.reset();
    setMessage({ tone: "note", text: "Password changed. Every other browser signed in as you has been signed out." });
  }

  async function signOutEverywhere() {
    await authClient.revokeSessions();
    go("/sign-in");
  }

  return (
    <div className="mt-6 space-y-10">
      <section aria-labelledby="password-heading">
        <h2 id="password-heading" className="text-lg font-semibold text-slate-900">
          Change password
        </h2>
        <form onSubmit={changePassword} className="mt-3 max-w-sm space-y-3">
          <Label layout="stacked">
            Current password
            <Input name="current" type="password" autoComplete="current-password" required width="full" />
          </Label>
          <Label layout="stacked">
            New password
            <Input name="new" type="password" autoComplete="new-password" required minLength={10} width="full" />
          </Label>
          {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
          <Button type="submit" variant="primary">
            Change password
          </Button>
        </form>
      </section>
      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className="text-lg font-semibold text-slate-900">
          Signed-in browsers
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Lost a laptop, or signed in on a shared computer? This signs you out on every browser, this one included.
        </p>
        <Button className="mt-3" onClick={() => void signOutEverywhere()}>
          Sign out everywhere
        </Button>
      </section>
    </div>
  );
}
