/**
 * Save refused for errors: opens every closed section around the first invalid input on the page
 * (in reading order: the name, then the inputs) and puts the cursor in it, so the reader sees what
 * to fix instead of a count. Sections are `<details>`; opening one fires its own toggle event, which
 * keeps the section's state in step.
 */
export function revealFirstError(root: HTMLElement | null): void {
  const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  for (let section = field.closest("details"); section; section = section.parentElement?.closest("details") ?? null)
    section.open = true;
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: "center" });
}
