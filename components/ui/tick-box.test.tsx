// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test } from "vitest";
import { TickBox } from "./tick-box";

afterEach(cleanup);

const box = () => screen.getByRole<HTMLInputElement>("checkbox", { name: "Pick" });

test("a box ticked before hydration hands its state once, not a toggle", async () => {
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(<TickBox aria-label="Pick" ticked={false} onTick={() => true} />);
  container.querySelector("input")!.checked = true;
  const reported: boolean[] = [];
  await act(async () => {
    hydrateRoot(container, <TickBox aria-label="Pick" ticked={false} onTick={(t) => (reported.push(t), true)} />);
  });
  expect(reported).toEqual([true]);
  expect(container.querySelector("input")!.checked).toBe(true);
  container.remove();
});

test("a render that comes before the owner takes the tick in does not take it back", () => {
  const reported: boolean[] = [];
  const onTick = (t: boolean) => (reported.push(t), true);
  const { rerender } = render(<TickBox aria-label="Pick" ticked={false} onTick={onTick} />);
  fireEvent.click(box());
  // The owner re-renders for another reason, its state not yet updated (a new handler, as each render makes).
  rerender(<TickBox aria-label="Pick" ticked={false} onTick={(t) => onTick(t)} />);
  expect(box().checked).toBe(true);
  rerender(<TickBox aria-label="Pick" ticked onTick={onTick} />);
  expect(box().checked).toBe(true);
  expect(reported).toEqual([true]);
});

test("a refused tick goes back, and the owner's untick clears the box", () => {
  const { rerender } = render(<TickBox aria-label="Pick" ticked={false} onTick={() => false} />);
  fireEvent.click(box());
  expect(box().checked).toBe(false);
  rerender(<TickBox aria-label="Pick" ticked onTick={() => true} />);
  expect(box().checked).toBe(true);
  rerender(<TickBox aria-label="Pick" ticked={false} onTick={() => true} />);
  expect(box().checked).toBe(false);
});
