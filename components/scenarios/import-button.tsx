"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { buttonClasses, Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { errorsResponseSchema } from "@/lib/http/answers";

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
    const result = await api.scenarios.import(await file.text());
    if (result.ok) {
      router.push(`/scenarios/${result.value.id}`);
      return;
    }
    const listed = errorsResponseSchema.safeParse(result.body);
    setErrors(listed.success ? listed.data.errors.map((e) => e.message) : [`The import failed: ${result.message}.`]);
  };

  return (
    <div className="relative">
      <label
        htmlFor={id}
        className={buttonClasses(
          "secondary",
          "md",
          "cursor-pointer px-4 py-2 focus-within:ring-2 focus-within:ring-slate-400",
        )}
      >
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
        <Alert tone="error" className="absolute right-0 z-30 mt-3 w-[min(24rem,calc(100vw-2rem))] p-3 shadow">
          <p className="font-medium">Nothing was imported:</p>
          <ul className="mt-1 list-disc pl-5">
            {errors.map((e, i) => (
              // Two fields can share a message, so the position is the key.
              <li key={i}>{e}</li>
            ))}
          </ul>
          <Button size="sm" variant="ghost" onClick={() => setErrors([])} className="mt-2 underline">
            Dismiss
          </Button>
        </Alert>
      ) : null}
    </div>
  );
}
