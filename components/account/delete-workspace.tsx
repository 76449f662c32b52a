"use client";

import { useState } from "react";
import { useGo } from "@/components/account/use-go";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { authClient, authErrorMessage } from "@/lib/accounts/client";

/** The owner's last resort: deletes the workspace with every scenario, version and share link in it. */
export function DeleteWorkspace({ workspaceId, name }: { workspaceId: string; name: string }) {
  const [error, setError] = useState<string | null>(null);
  const go = useGo();

  async function remove() {
    const typed = window.prompt(
      `This deletes "${name}" with every scenario, version and share link in it, for every member. It can't be ` +
        `undone. Type the workspace's name to confirm.`,
    );
    if (typed !== name) return;
    const { error: failed } = await authClient.organization.delete({ organizationId: workspaceId });
    if (failed) return setError(authErrorMessage(failed, "Could not delete the workspace."));
    go("/");
  }

  return (
    <div className="mt-3">
      {error ? (
        <Alert tone="error" className="mb-3">
          {error}
        </Alert>
      ) : null}
      <Button variant="danger" className="border border-red-200" onClick={() => void remove()}>
        Delete this workspace…
      </Button>
    </div>
  );
}
