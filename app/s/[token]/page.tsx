import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { SharedView } from "@/components/results/shared-view";
import { getSharedRevision } from "@/lib/data/shares";
import { localeFromAcceptLanguage } from "@/lib/format";
import { computeTco, withUncertainty } from "@/lib/tco";

export async function generateMetadata({ params }: PageProps<"/s/[token]">): Promise<Metadata> {
  const shared = await getSharedRevision((await params).token);
  return { title: shared?.scenario.name ?? "Not found", robots: { index: false, follow: false } };
}

export default async function SharedPage({ params }: PageProps<"/s/[token]">) {
  const { token } = await params;
  const shared = await getSharedRevision(token);
  if (!shared) notFound();
  const locale = localeFromAcceptLanguage((await headers()).get("accept-language"));
  const result = withUncertainty(shared.scenario, computeTco(shared.scenario));
  return <SharedView shared={shared} result={result} locale={locale} />;
}
