import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";

/**
 * Lowers the calling thread's scheduling priority (Linux: a thread's id is a valid target of
 * setpriority), so that when the cores are busy the server's own thread, which answers every
 * other request, runs first and a worker's heavy job (a PDF, a Monte Carlo) takes the time left
 * over. Elsewhere the worker keeps the process's priority: it still runs beside the server's
 * thread, only without the precedence.
 */
export function yieldToRequests(): void {
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(tid)) setPriority(tid, 10);
  } catch {
    // Not Linux, or not allowed: the worker runs at the process's priority.
  }
}
