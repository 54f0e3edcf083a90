/**
 * The inline script of every built public page (decision 204, 208). What a visitor does before
 * the app has hydrated would be lost: a press on a button does nothing, text typed in a field is
 * in the page but not in the form's state, and Enter in a form sends it to the server as a plain
 * GET. So until the app says it has hydrated (APP_HYDRATED_EVENT, main.tsx), presses and submits
 * are held and text typed is noted; after, the text is typed again as React hears it (the
 * field's own setter, then the prototype's, then an input event), and the held presses and
 * submits are made once the form's state has it. Both wait a task: the event comes from React's
 * effects, and text typed in them is undone by React's reset of controlled fields before a
 * state updater that reads the field has run. Links work without the app.
 *
 * On a page without a form it also fetches the app's code once the page has painted: at its
 * first contentful paint; at once in a background tab, which does not paint; after 3 s at most;
 * at once on a held press. It reads the entry and the modules to preload from its own `data-`
 * attributes; a page with a form has none, and loads the app from its head.
 *
 * Its text is the same on every page and build, so the server's CSP allows it by its hash
 * (src/server/http/security-headers.ts) instead of allowing inline scripts.
 */
export const APP_LOADER_SCRIPT = `(() => {
  const data = document.currentScript.dataset;
  let started = !data.entry;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of data.preloads.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(data.entry);
  };
  const held = [];
  const typed = new Map();
  const hold = (event, target) => {
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(target)) held.push(target);
    start();
  };
  const onClick = (event) =>
    hold(event, event.target instanceof Element && event.target.closest('button, summary, [role="button"]'));
  const onSubmit = (event) => hold(event, event.target);
  const onInput = (event) => {
    const field = event.target;
    if (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !/^(checkbox|radio|file)$/.test(field.type)))
      typed.set(field, field.value);
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('input', onInput, true);
  addEventListener('vastra:hydrated', () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('input', onInput, true);
    setTimeout(() => {
      for (const [field, value] of typed) {
        if (!field.isConnected) continue;
        field.value = '';
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      setTimeout(() => {
        for (const target of held) {
          if (!target.isConnected) continue;
          if (target instanceof HTMLFormElement) target.requestSubmit();
          else target.click();
        }
      });
    });
  }, { once: true });
  if (started) return;
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted() || document.visibilityState !== 'visible') setTimeout(start);
  else if (PerformanceObserver.supportedEntryTypes?.includes('paint'))
    new PerformanceObserver(() => painted() && setTimeout(start)).observe({ type: 'paint', buffered: true });
  else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
  setTimeout(start, 3000);
})();`;

/** Dispatched on `window` once the app has hydrated or drawn its first page (main.tsx). */
export const APP_HYDRATED_EVENT = 'vastra:hydrated';
