import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { SharedView } from "@/components/results/shared-view";
import { revisionResult } from "@/lib/scenarios/revision-results";
import { getSharedRevision } from "@/lib/sharing/store";
import { localeFromAcceptLanguage } from "@/lib/format";

export async function generateMetadata({ params }: PageProps<"/s/[token]">): Promise<Metadata> {
  const shared = await getSharedRevision((await params).token);
  return { title: shared?.scenario.name ?? "Not found", robots: { index: false, follow: false } };
}

export default async function SharedPage({ params }: PageProps<"/s/[token]">) {
  const { token } = await params;
  const shared = await getSharedRevision(token);
  if (!shared) notFound();
  const locale = localeFromAcceptLanguage((await headers()).get("accept-language"));
  // Every view of the link shares one computation of its revision (Monte Carlo included).
  const result = await revisionResult(shared);
  return <SharedView shared={shared} result={result} locale={locale} />;
}
