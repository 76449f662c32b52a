import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { templates } from "@/lib/tco/templates";
import { NewScenarioMenu } from "./new-scenario-menu";

test("every way to start is a link to an unsaved draft, never a button that stores a scenario", () => {
  const html = renderToStaticMarkup(<NewScenarioMenu variant="cards" />);
  const hrefs = [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]);
  expect(hrefs).toEqual(templates.map((t) => `/scenarios/new?from=${t.from}`));
  expect(html).not.toContain("<button");
});
