// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { afterEach, expect, test } from "vitest";
import { InputSection, setOpenWhileLoading } from "./input-section";

afterEach(cleanup);

const isOpen = (title: string) => (screen.getByText(title).closest("details") as HTMLDetailsElement).open;

function Section({ title, children = <p>inside</p> }: { title: string; children?: React.ReactNode }) {
  return (
    <InputSection title={title} errorCount={0}>
      {children}
    </InputSection>
  );
}

test("a heading clicked while the section's code loaded opens the section when it arrives, once", () => {
  render(<Section title="Energy and carbon" />);
  expect(isOpen("Energy and carbon")).toBe(false);
  cleanup();
  setOpenWhileLoading("Energy and carbon", true);
  render(<Section title="Energy and carbon" />);
  expect(isOpen("Energy and carbon")).toBe(true);
  cleanup();
  render(<Section title="Energy and carbon" />);
  expect(isOpen("Energy and carbon")).toBe(false);
});

test("shut again while loading, it arrives shut; opening one opens only that one", () => {
  setOpenWhileLoading("Tax", true);
  setOpenWhileLoading("Tax", false);
  render(<Section title="Tax" />);
  expect(isOpen("Tax")).toBe(false);
  cleanup();
  setOpenWhileLoading("Tax", true);
  render(
    <>
      <Section title="Energy and carbon" />
      <Section title="Tax" />
    </>,
  );
  expect(isOpen("Energy and carbon")).toBe(false);
  expect(isOpen("Tax")).toBe(true);
});

test("a first render that suspends and is thrown away does not use the click up", async () => {
  let resolve = () => {};
  const ready = new Promise<void>((r) => (resolve = r));
  const Slow = lazy(() => ready.then(() => ({ default: () => <p>inside</p> })));
  setOpenWhileLoading("Energy and carbon", true);
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <Section title="Energy and carbon">
        <Slow />
      </Section>
    </Suspense>,
  );
  expect(screen.getByText("Loading…")).toBeTruthy();
  await act(async () => resolve());
  await screen.findByText("inside");
  expect(isOpen("Energy and carbon")).toBe(true);
});
