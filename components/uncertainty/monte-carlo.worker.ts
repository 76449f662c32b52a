import { monteCarlo } from "@/lib/tco/uncertainty/monte-carlo";
import type { WorkerReply, WorkerRequest } from "./worker-protocol";

/*
 * Runs Monte Carlo simulations off the main thread. Runs go in slices; between slices the worker
 * reports progress and lets newer requests in. The newest request wins: a running simulation that
 * is no longer the newest stops at its next slice and says nothing more.
 */

// About 20–50 ms of work: frequent enough for a smooth progress bar and a quick switch to a newer request.
const SLICE = 500;

const scope = self as unknown as {
  postMessage: (reply: WorkerReply) => void;
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
};
let newest = -1;

// A message-channel round trip yields to the event loop without setTimeout's 4 ms clamp.
function yieldToMessages(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function run({ id, scenario, uncertainty }: WorkerRequest): Promise<void> {
  const started = performance.now();
  try {
    const mc = monteCarlo(scenario, uncertainty);
    // Progress every 2% at most: each message re-renders the panel on the main thread.
    const every = Math.max(SLICE, Math.ceil(mc.runs / 50));
    let shown = 0;
    while (mc.done < mc.runs) {
      mc.step(SLICE);
      if (mc.done - shown >= every) {
        shown = mc.done;
        scope.postMessage({ id, kind: "progress", done: mc.done, runs: mc.runs });
      }
      await yieldToMessages();
      if (id !== newest) return;
    }
    const result = mc.result();
    scope.postMessage({ id, kind: "result", result, ms: performance.now() - started });
  } catch (error) {
    scope.postMessage({ id, kind: "error", message: (error as Error).message });
  }
}

scope.onmessage = (event) => {
  newest = event.data.id;
  void run(event.data);
};
