// The functions scripts/test-stories.mjs runs inside a story's page (`page.evaluate`): each is
// sent as its source text, so it uses only its arguments and the page's globals.

/**
 * In the page: makes the preview render `storyId` with theme `theme` and resolves when that render
 * has finished (or failed). `action` is the channel event that causes the render.
 */
export async function renderInPage({ storyId, action, timeoutMs }) {
  const preview = window.__STORYBOOK_PREVIEW__;
  const { channel } = preview;
  if (window.scrollX !== 0 || window.scrollY !== 0) {
    // Every render starts at the top, as a page load would: a scroll left by the last story (a
    // play function's click below the fold) would otherwise clamp during this mount and reach it
    // as a scroll event (the app's cookie notice waits for the first one). Two frames let the
    // scroll event of this reset fire before the next story mounts.
    window.scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }
  return new Promise((resolve) => {
    const errors = [];
    let graceTimer;
    const listeners = {
      storyFinished: ({ storyId: id, status }) => {
        if (id === storyId) finish(status === 'success' ? null : `render status ${status}`);
      },
      storyMissing: (id) => finish(`story ${id} is missing`),
      storyErrored: ({ title }) => failed(title),
      storyThrewException: ({ message }) => failed(message),
      playFunctionThrewException: ({ message }) => failed(`play function: ${message}`),
      // Storybook fails a story whose play saw an uncaught error or rejection: name it.
      unhandledErrorsWhilePlaying: (unhandled) =>
        failed(
          `unhandled while playing: ${[unhandled]
            .flat()
            .map((error) => error?.message ?? String(error))
            .join(' | ')}`,
        ),
    };
    const timeout = setTimeout(() => finish(`no storyFinished within ${timeoutMs} ms`), timeoutMs);
    function failed(message) {
      errors.push(message);
      // A story that fails to load never reaches storyFinished.
      graceTimer ??= setTimeout(() => finish(null), 2_000);
    }
    function finish(problem) {
      clearTimeout(timeout);
      clearTimeout(graceTimer);
      for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
      if (problem) errors.push(problem);
      resolve(errors.length > 0 ? errors.join('; ') : null);
    }
    for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
    if (action === 'forceRemount') channel.emit('forceRemount', { storyId });
    else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  });
}

/**
 * In the page: shows the story on screen in another theme, as the account sync does (the themed
 * wrapper's `data-theme`; nothing reads the theme in JavaScript), and resolves once a frame is
 * drawn in it (the wrapper holds transitions off until then).
 */
export async function switchThemeInPage(themeName) {
  document.querySelector('#storybook-root [data-theme]')?.setAttribute('data-theme', themeName);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * In the page: asserts which story and theme are shown, then runs axe on #storybook-root (or the
 * story's own parameters.a11y.context): every rule, or `onlyRules`.
 */
export async function auditInPage({ storyId, themeName, onlyRules }) {
  const shown = window.__STORYBOOK_PREVIEW__.currentRender;
  if (shown?.id !== storyId) return { problem: `preview shows ${shown?.id} instead` };
  if (shown.phase !== 'finished') return { problem: `render ended in phase ${shown.phase}` };
  if (document.body.classList.contains('sb-show-errordisplay')) {
    return { problem: `story failed: ${document.querySelector('#error-message')?.textContent}` };
  }
  const applied = document
    .querySelector('#storybook-root [data-theme]')
    ?.getAttribute('data-theme');
  if (applied !== themeName) return { problem: `rendered with data-theme=${applied ?? 'none'}` };
  // A story may narrow the check (parameters.a11y.context, as the a11y panel does), e.g. to the
  // layer a modal overlay leaves reachable; the page behind it is checked in a closed story.
  // parameters.visual.skip (a reason): no screenshot for a story whose look is not repeatable.
  const visualSkip = shown.story.parameters.visual?.skip ?? null;
  const storyContext = shown.story.parameters.a11y?.context;
  const scoped = storyContext !== undefined && storyContext !== '#storybook-root';
  const results = await window.axe.run(
    scoped ? storyContext : '#storybook-root',
    // Only violations are reported; full node lists for passes would cost time for nothing.
    onlyRules
      ? { runOnly: { type: 'rule', values: onlyRules }, resultTypes: ['violations'] }
      : { resultTypes: ['violations'] },
  );
  return {
    scoped,
    visualSkip,
    violations: results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })),
    })),
  };
}

/**
 * In the page: resolves once web fonts and the images in the viewport are loaded (lazy ones below
 * the fold never load) and two frames are painted.
 */
export async function settleInPage() {
  await document.fonts.ready;
  const inViewport = (img) => {
    const box = img.getBoundingClientRect();
    return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  };
  const pending = [...document.images].filter((img) => !img.complete && inViewport(img));
  await Promise.all(
    pending.map(
      (img) =>
        new Promise((resolve) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', resolve, { once: true });
          setTimeout(resolve, 2_000);
        }),
    ),
  );
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * In the page: scrolls to where the story's state is, whatever scrolled the page on the way (the
 * app scrolls a focused field into view while the layout is still moving): the top, or the
 * focused element centred when it sits below the fold in the page's flow. Resolves whether it
 * scrolled; a scroll is followed by 150 ms without DOM changes (at most 1.5 s), since the
 * scroll event itself may show something (the app's cookie notice waits for the first one).
 */
export async function scrollToStateInPage() {
  const focused = document.activeElement;
  let top = 0;
  if (focused && focused !== document.body) {
    let fixed = false;
    for (let node = focused; node && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(node).position === 'fixed') fixed = true;
    }
    const box = focused.getBoundingClientRect();
    const bottom = box.bottom + window.scrollY;
    if (!fixed && bottom > window.innerHeight) {
      top = Math.round(bottom - box.height / 2 - window.innerHeight / 2);
    }
    // An open menu floats by its trigger: a trigger below the fold is brought up to just under
    // the sticky header, so the menu (placed again on scroll) is pictured whole under it. In page
    // coordinates, as above: from where the last call scrolled, the trigger is on screen, and
    // viewport ones sent each call back to the top and the next down again.
    const trigger = fixed && document.querySelector('[aria-haspopup="menu"][aria-expanded="true"]');
    if (trigger) {
      const triggerBox = trigger.getBoundingClientRect();
      const belowTheFold = Math.max(box.bottom, triggerBox.bottom) + window.scrollY;
      if (belowTheFold > window.innerHeight) top = Math.round(triggerBox.top + window.scrollY - 96);
    }
  }
  const maxTop = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
  top = Math.min(top, maxTop);
  if (window.scrollX === 0 && Math.abs(window.scrollY - top) < 1) return false;
  window.scrollTo({ left: 0, top, behavior: 'instant' });
  await new Promise((resolve) => {
    let quiet;
    const done = () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(max);
      resolve();
    };
    const observer = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(done, 150);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    quiet = setTimeout(done, 150);
    const max = setTimeout(done, 1_500);
  });
  return true;
}
