import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** The frame of the sign-in, first-run and invitation pages: a narrow card with a title. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <Card padding="lg" className="shadow-sm">
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {intro ? <div className="mt-2 text-sm text-slate-600">{intro}</div> : null}
        {children}
      </Card>
    </main>
  );
}
