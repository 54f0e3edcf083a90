/**
 * The inline script of the built public pages without a form (decision 204) that fetches the
 * app's code once the page has painted: at its first contentful paint; at once in a background
 * tab, which does not paint; after 3 s at most. A press on a button before the app has hydrated
 * would do nothing: it is held, starts the loading at once, and is pressed again once the app
 * says it has hydrated (APP_HYDRATED_EVENT, main.tsx). Links work without the app.
 *
 * It reads the entry and the modules to preload from its own `data-` attributes, so its text is
 * the same on every page and build, and the server's CSP allows it by its hash
 * (src/server/http/security-headers.ts) instead of allowing inline scripts.
 */
export const APP_LOADER_SCRIPT = `(() => {
  const data = document.currentScript.dataset;
  let started = false;
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
  const hold = (event) => {
    const target = event.target instanceof Element && event.target.closest('button, summary, [role="button"]');
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(target)) held.push(target);
    start();
  };
  document.addEventListener('click', hold, true);
  addEventListener('vastra:hydrated', () => {
    document.removeEventListener('click', hold, true);
    for (const target of held) if (target.isConnected) target.click();
  }, { once: true });
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted() || document.visibilityState !== 'visible') setTimeout(start);
  else if (PerformanceObserver.supportedEntryTypes?.includes('paint'))
    new PerformanceObserver(() => painted() && setTimeout(start)).observe({ type: 'paint', buffered: true });
  else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
  setTimeout(start, 3000);
})();`;

/** Dispatched on `window` once the app has hydrated or drawn its first page (main.tsx). */
export const APP_HYDRATED_EVENT = 'vastra:hydrated';
