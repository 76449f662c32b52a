import Link from "next/link";
import { connection } from "next/server";
import { listScenarios } from "@/lib/data/scenarios";

export default async function HomePage() {
  await connection();
  const scenarios = await listScenarios();
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-semibold tracking-tight">Scenarios</h1>
      <ul className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {scenarios.map((s) => (
          <li key={s.id} className="px-4 py-3">
            <Link href={`/scenarios/${s.id}`} className="font-medium text-slate-900 hover:underline">
              {s.scenario.name}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
