"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { z } from "zod";

const redirectAnswer = z.object({ url: z.url() });

/**
 * "Sign in with <IdP>": asks better-auth for the IdP's authorization URL and goes there. A fetch,
 * not a form post, because the page's CSP (form-action 'self') would block the form's redirect to
 * the IdP. The IdP sends the browser back to `callbackPath`, or to `errorPath` with `?error=`.
 */
export function SsoButton({
  providerName,
  callbackPath,
  errorPath,
}: {
  providerName: string;
  callbackPath: string;
  errorPath: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await fetch("/api/auth/sign-in/social", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          provider: "sso",
          callbackURL: callbackPath,
          errorCallbackURL: errorPath,
          newUserCallbackURL: callbackPath,
        }),
      });
      const parsed = redirectAnswer.safeParse(await res.json().catch(() => null));
      if (!res.ok || !parsed.success) throw new Error(`HTTP ${res.status}`);
      window.location.assign(parsed.data.url);
    } catch {
      setBusy(false);
      setError(`${providerName} could not be reached. Try again in a minute, or sign in with your email and password.`);
    }
  };

  return (
    <div className="space-y-2">
      <Button variant="secondary" className="w-full" onClick={() => void start()} disabled={busy}>
        {busy ? `Opening ${providerName}…` : `Sign in with ${providerName}`}
      </Button>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}
