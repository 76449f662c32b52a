"use client";

import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export interface AuthField {
  name: "name" | "email" | "password";
  label: string;
  autoComplete: string;
  /** Shown and sent, but not editable (an invitation's email). */
  fixed?: string;
  hint?: string;
}

export interface AuthFormProps {
  fields: AuthField[];
  submitLabel: string;
  /** Sends the values; resolves to an error message, or null once it worked. */
  onSubmit: (values: Record<AuthField["name"], string>) => Promise<string | null>;
}

const TYPES = { name: "text", email: "email", password: "password" } as const;

/** The one form of the sign-in, first-run and invitation pages: labelled fields, one button, one error line. */
export function AuthForm({ fields, submitLabel, onSubmit }: AuthFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = { name: "", email: "", password: "" };
    for (const field of fields) values[field.name] = field.fixed ?? String(data.get(field.name) ?? "");
    setBusy(true);
    setError(null);
    const message = await onSubmit(values).catch(() => "The server could not be reached. Try again.");
    setBusy(false);
    setError(message);
  }

  return (
    <form onSubmit={submit} className="mt-6 space-y-4" noValidate={false}>
      {fields.map((field) => (
        <div key={field.name}>
          <Label htmlFor={`auth-${field.name}`} layout="block">
            {field.label}
          </Label>
          <Input
            id={`auth-${field.name}`}
            name={field.name}
            type={TYPES[field.name]}
            autoComplete={field.autoComplete}
            required
            minLength={field.name === "password" ? 10 : undefined}
            defaultValue={field.fixed}
            readOnly={field.fixed !== undefined}
            aria-describedby={field.hint ? `auth-${field.name}-hint` : undefined}
            size="lg"
            width="full"
            className="mt-1 block read-only:bg-slate-100"
          />
          {field.hint ? (
            <p id={`auth-${field.name}-hint`} className="mt-1 text-xs text-slate-500">
              {field.hint}
            </p>
          ) : null}
        </div>
      ))}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" variant="primary" disabled={busy} className="w-full py-2">
        {busy ? "One moment…" : submitLabel}
      </Button>
    </form>
  );
}
