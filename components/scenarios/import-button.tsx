"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";

const LIMIT = 1024 * 1024;

/** Creates a scenario from an exported scenario.json; every problem in the file is listed by field. */
export function ImportButton() {
  const router = useRouter();
  const id = useId();
  const [errors, setErrors] = useState<string[]>([]);

  const upload = async (file: File) => {
    setErrors([]);
    if (file.size > LIMIT) {
      setErrors([`${file.name} is larger than 1 MB; a scenario file is a few KB.`]);
      return;
    }
    const res = await fetch("/api/scenarios/import", { method: "POST", headers: { "content-type": "application/json" }, body: await file.text() });
    if (res.status === 201) {
      router.push(`/scenarios/${((await res.json()) as { id: string }).id}`);
      return;
    }
    const body = (await res.json().catch(() => null)) as { errors?: { message: string }[] } | null;
    setErrors(body?.errors?.map((e) => e.message) ?? [`The import failed (HTTP ${res.status}).`]);
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="cursor-pointer rounded-md border whitespace-nowrap border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-slate-400">
        Import JSON
        <input
          id={id}
          type="file"
          accept=".json,application/json"
          className="sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) void upload(file);
          }}
        />
      </label>
      {errors.length > 0 ? (
        <div role="alert" className="absolute right-0 z-30 mt-3 w-96 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 shadow">
          <p className="font-medium">Nothing was imported:</p>
          <ul className="mt-1 list-disc pl-5">
            {errors.map((e, i) => (
              // Two fields can share a message, so the position is the key.
              <li key={i}>{e}</li>
            ))}
          </ul>
          <button type="button" onClick={() => setErrors([])} className="mt-2 text-xs underline">
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  );
}
