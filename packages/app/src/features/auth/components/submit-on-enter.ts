import type { KeyboardEvent } from 'react';

/**
 * Enter submits the active form (spec 01 §2). Text inputs already do; checkboxes swallow Enter
 * (WAI-ARIA toggles them with Space), so Enter on one submits here. Select triggers keep Enter to
 * open their list.
 */
export function submitOnEnter(event: KeyboardEvent<HTMLFormElement>): void {
  const target = event.target;
  if (event.key !== 'Enter' || !(target instanceof HTMLElement)) return;
  if (target.getAttribute('role') === 'checkbox') {
    event.preventDefault();
    event.currentTarget.requestSubmit();
  }
}
