"use client";

import { Button } from "@/components/ui/button";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-xl font-semibold">Something went wrong loading this page</h1>
      <p className="mt-3 text-slate-600">
        Nothing you saved has been changed. If this keeps happening, the database may be unavailable: check{" "}
        <a className="underline" href="/api/health">
          the health endpoint
        </a>
        .
      </p>
      {error.digest ? <p className="mt-2 text-sm text-slate-500">Reference: {error.digest}</p> : null}
      <Button variant="primary" onClick={reset} className="mt-6 px-4 py-2">
        Try again
      </Button>
    </main>
  );
}
