"use client";

import { useRouter } from "next/navigation";

/**
 * Goes to a page and renders everything again, the root layout's header included: after signing
 * in or out, or switching workspace, the header and every list change with who is signed in.
 */
export function useGo(): (path: string) => void {
  const router = useRouter();
  return (path) => {
    router.push(path);
    router.refresh();
  };
}
