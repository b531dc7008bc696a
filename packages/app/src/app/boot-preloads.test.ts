import { afterEach, describe, expect, it } from 'vitest';
import {
  BOOT_DATA_ID,
  BOOT_PRELOADED_ATTRIBUTE,
  BOOT_PRELOADED_EVENT,
  bootPreloadsAdded,
} from './boot-preloads';

function addBootElement(): HTMLElement {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = BOOT_DATA_ID;
  document.body.append(element);
  return element;
}

/** Whether the promise has settled once queued callbacks ran. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

afterEach(() => document.getElementById(BOOT_DATA_ID)?.remove());

describe('bootPreloadsAdded', () => {
  it('settles at once on a page without the boot script', async () => {
    expect(await settled(bootPreloadsAdded())).toBe(true);
  });

  it('waits for the boot script to add its last link', async () => {
    const boot = addBootElement();
    const added = bootPreloadsAdded();
    expect(await settled(added)).toBe(false);
    boot.setAttribute(BOOT_PRELOADED_ATTRIBUTE, '');
    boot.dispatchEvent(new Event(BOOT_PRELOADED_EVENT));
    expect(await settled(added)).toBe(true);
  });

  it('settles at once when the boot script is already done', async () => {
    addBootElement().setAttribute(BOOT_PRELOADED_ATTRIBUTE, '');
    expect(await settled(bootPreloadsAdded())).toBe(true);
  });
});
