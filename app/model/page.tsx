import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Metadata } from "next";
import Link from "next/link";
import { ModelDocument } from "@/components/model/model-document";

export const metadata: Metadata = { title: "How the figures are computed" };

/** The model document, docs/model.md: every formula with a worked example, one click from any KPI. */
export default async function ModelPage() {
  // The document ends with pointers into the code for engineers; the finance reader's page stops above them.
  const [markdown = ""] = (await readFile(join(process.cwd(), "docs", "model.md"), "utf8")).split(
    /^## For developers/m,
  );
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm text-slate-500">
        <Link href="/" className="underline underline-offset-2">
          Scenarios
        </Link>{" "}
        / How the figures are computed
      </p>
      <article className="mt-4 text-[15px]" data-testid="model-document">
        <ModelDocument markdown={markdown} />
      </article>
    </main>
  );
}
