import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './first-interaction';

describe('onFirstInteraction', () => {
  it('runs once, after the frame that answers the first press, not inside it', async () => {
    const run = vi.fn();
    const stop = onFirstInteraction(['pointerdown', 'keydown'], run);

    fireEvent.pointerDown(document.body);
    expect(run).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce());

    fireEvent.keyDown(document.body, { key: 'a' });
    fireEvent.pointerDown(document.body);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(run).toHaveBeenCalledOnce();
    stop();
  });

  it('still runs when listening stops after the press: the press asked for it', async () => {
    const run = vi.fn();
    const stop = onFirstInteraction(['pointerdown'], run);

    fireEvent.pointerDown(document.body);
    stop();
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce());
  });

  it('never runs when listening stopped before any press', async () => {
    const run = vi.fn();
    const stop = onFirstInteraction(['pointerdown'], run);

    stop();
    fireEvent.pointerDown(document.body);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(run).not.toHaveBeenCalled();
  });
});
