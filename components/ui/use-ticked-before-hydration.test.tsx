// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { useRef } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { useTickedBeforeHydration } from "./use-ticked-before-hydration";

function Box({ onSet }: { onSet: (ticked: boolean) => void }) {
  const box = useRef<HTMLInputElement>(null);
  useTickedBeforeHydration(box, false, onSet);
  return (
    <input
      type="checkbox"
      aria-label="Pick"
      ref={box}
      checked={false}
      onChange={(e) => onSet(e.currentTarget.checked)}
    />
  );
}

test("a box ticked before hydration hands its state, not a toggle, so a second report of the same tick changes nothing", async () => {
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(<Box onSet={() => {}} />);
  container.querySelector("input")!.checked = true;
  const reported: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Box onSet={(ticked) => reported.push(ticked)} />);
  });
  expect(reported).toEqual([true]);
});
