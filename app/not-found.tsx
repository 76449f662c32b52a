import Link from "next/link";

/** Stands in for Next's default 404, whose inline <style> has no nonce and so is blocked by the CSP. */
export default function NotFound() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-xl font-semibold">Page not found</h1>
      <p className="mt-3 text-slate-600">
        Nothing is here. The scenario may have been deleted, the share link revoked, or the address mistyped.
      </p>
      <Link href="/" className="mt-6 inline-block underline">
        Go to the scenario list
      </Link>
    </main>
  );
}
