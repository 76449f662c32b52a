import type { Metadata } from "next";
import { headers } from "next/headers";
import { connection } from "next/server";
import { CloudPriceTable } from "@/components/catalog/cloud-price-table";
import { HardwareTable } from "@/components/catalog/hardware-table";
import { ageWords, catalogAge } from "@/lib/catalog/age";
import { loadCatalogs } from "@/lib/catalog/load";
import { providerName } from "@/lib/catalog/providers";
import { pageCaller } from "@/lib/accounts/page-access";
import { localeFromAcceptLanguage } from "@/lib/format";
import { createFormatter } from "@/lib/format/formatter";

export const metadata: Metadata = { title: "Price catalog" };

export default async function CatalogPage() {
  await connection();
  await pageCaller("viewer", "/catalog");
  const locale = localeFromAcceptLanguage((await headers()).get("accept-language"));
  const catalogs = loadCatalogs();
  const age = catalogAge(catalogs, new Date());
  const f = createFormatter("USD", locale);
  const providers = [...new Set(catalogs.cloud.entries.map((e) => providerName(e.provider)))].join(", ");
  return (
    <main className="mx-auto max-w-[1600px] space-y-8 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Price catalog</h1>
        <p className="max-w-3xl text-sm text-slate-600">
          Public prices to start a scenario from, each with the date its source states and a link to it. Prices move:
          check the source before a decision. &ldquo;Pick from catalog&rdquo; in a scenario fills a field from here and
          records the source for its reports.
        </p>
        <p
          data-testid="catalog-age"
          className="max-w-3xl rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          Compiled {f.date(age.compiledOn)}. Its sources date its figures from {f.date(age.oldest)} to{" "}
          {f.date(age.newest)}: the newest is {age.newestDays <= 0 ? "from today" : `${ageWords(age.newestDays)} old`},
          the oldest {ageWords(age.oldestDays)} old.
          {age.undated > 0
            ? ` ${age.undated} figures come from pages that state no date and show the day they were read.`
            : ""}
        </p>
      </header>
      <section aria-labelledby="cloud-heading" className="space-y-2">
        <h2 id="cloud-heading" className="text-lg font-semibold text-slate-900">
          Cloud GPU prices{" "}
          <span className="text-sm font-normal text-slate-500">
            ({catalogs.cloud.entries.length} prices: {providers})
          </span>
        </h2>
        <p className="text-xs text-slate-500">
          Per GPU-hour in US dollars: an instance&rsquo;s price divided by its GPUs. Taxes, storage and egress excluded.
          Click a column to sort.
        </p>
        <CloudPriceTable entries={catalogs.cloud.entries} locale={locale} />
      </section>
      <section aria-labelledby="hardware-heading" className="space-y-2">
        <h2 id="hardware-heading" className="text-lg font-semibold text-slate-900">
          Servers and workstation cards{" "}
          <span className="text-sm font-normal text-slate-500">
            ({catalogs.hardware.entries.length} configurations)
          </span>
        </h2>
        <p className="text-xs text-slate-500">
          &ldquo;Not published&rdquo; means no public source found gives the figure; the catalog leaves it out rather
          than guess.
        </p>
        <HardwareTable entries={catalogs.hardware.entries} locale={locale} />
      </section>
    </main>
  );
}
