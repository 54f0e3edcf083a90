/**
 * The inline script of every built public page (decisions 204, 208, 215). What a visitor does
 * before the app has hydrated would be lost: a press on a button does nothing, text typed in a
 * field is in the page but not in the form's state, and Enter in a form sends it to the server as
 * a plain GET. So until the app says it has hydrated (APP_HYDRATED_EVENT, main.tsx), presses and
 * submits are held and text typed is noted. A task after that event, the text is typed again as
 * React hears it (the field's own setter, then the prototype's, then an input event), a photo or
 * an option chosen (a file field, a select) is told to the app as a change, and a task later the
 * held presses and submits are made, once the form's state has the text, and a keyboard shortcut
 * (Ctrl or Cmd with a key, outside a field: the sidebar's Ctrl+B) is pressed again. Presses are
 * held until the text is back, not only until the event: one in between reached a form whose
 * state was still empty (a phone's tap, decision 215). The wait of a task is for React: the event
 * comes from its effects, and text typed in them is undone by its reset of controlled fields
 * before a state updater that reads the field has run. A language pressed before the app is there
 * answers at once (decision 215): it shows pressed and the switch busy, and Hindi's texts are
 * fetched beside the app's code (`data-hindi`). Links work without the app.
 *
 * It also fetches the app's code when the visitor first does something with the page (a touch, a
 * press, a key, the wheel, a scroll, the pointer moving or a focus: focusing a sign-in field is
 * one), or at once when the address has a query, which the app draws afresh (main.tsx); a visitor
 * who only reads never pays for it (decision 211); on the signed-in dashboard, as soon as the page
 * has painted (`data-start="paint"`, decision 213). Until the app is there it brings in the photos
 * the app would bring in as they near the viewport (`img[data-src]`, SamplePhoto): it sets their
 * `srcset` and `src` 400 px ahead, and shows them once loaded. It reads the entry, the modules to
 * preload and the app's whole stylesheet from its own `data-` attributes: the page inlines only
 * the rules its markup uses (decision 211), so the stylesheet is added first, takes the place of
 * the inlined rules (whose font faces would otherwise be declared twice) once it has loaded, and
 * the app's code runs then.
 *
 * Its text is the same on every page and build, so the server's CSP allows it by its hash
 * (src/server/http/security-headers.ts) instead of allowing inline scripts.
 */
export const APP_LOADER_SCRIPT = `(() => {
  const data = document.currentScript.dataset;
  let started = !data.entry;
  const engagements = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'];
  const preload = (hrefs) => {
    for (const href of (hrefs || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of engagements) removeEventListener(type, start, true);
    preload(data.preloads);
    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    stylesheet.href = data.stylesheet;
    stylesheet.onload = () => {
      document.querySelector('style[data-used-rules]')?.remove();
      import(data.entry);
    };
    stylesheet.onerror = () => import(data.entry);
    document.head.append(stylesheet);
  };
  const held = [];
  const typed = new Map();
  const chosen = new Map();
  const hold = (event, target) => {
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(target)) held.push(target);
    start();
  };
  const choose = (button) => {
    const group = button.parentElement;
    for (const choice of group.querySelectorAll('[data-language-choice]'))
      choice.setAttribute('aria-pressed', String(choice === button));
    group.setAttribute('aria-busy', 'true');
    if (button.dataset.languageChoice === 'hi') preload(data.hindi);
  };
  const onClick = (event) => {
    const target = event.target instanceof Element && event.target.closest('button, summary, [role="button"]');
    if (target && target.dataset.languageChoice) choose(target);
    hold(event, target);
  };
  const onSubmit = (event) => hold(event, event.target);
  const onInput = (event) => {
    const field = event.target;
    if (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !/^(checkbox|radio|file)$/.test(field.type)))
      typed.set(field, field.value);
  };
  const onChange = (event) => {
    const field = event.target;
    if (field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && field.type === 'file'))
      chosen.set(field, field.value);
  };
  const shortcuts = [];
  const onKey = (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.repeat) return;
    if (/^(Control|Meta|Shift|Alt)$/.test(event.key)) return;
    const target = event.target;
    if (target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    shortcuts.push({ key: event.key, code: event.code, ctrlKey: event.ctrlKey, metaKey: event.metaKey, shiftKey: event.shiftKey });
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('change', onChange, true);
  document.addEventListener('keydown', onKey, true);
  addEventListener('vastra:hydrated', () => {
    setTimeout(() => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      document.removeEventListener('input', onInput, true);
      document.removeEventListener('change', onChange, true);
      document.removeEventListener('keydown', onKey, true);
      for (const [field, value] of typed) {
        if (!field.isConnected) continue;
        field.value = '';
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      for (const [field, value] of chosen) {
        if (!field.isConnected) continue;
        if (field instanceof HTMLSelectElement) field.value = value;
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }
      setTimeout(() => {
        for (const target of held) {
          if (!target.isConnected) continue;
          if (target instanceof HTMLFormElement) target.requestSubmit();
          else target.click();
        }
        for (const shortcut of shortcuts)
          (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { ...shortcut, bubbles: true, cancelable: true }));
      });
    });
  }, { once: true });
  if ('IntersectionObserver' in window) {
    const photos = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const photo = entry.target;
        photos.unobserve(photo);
        photo.addEventListener('load', () => (photo.style.opacity = '1'), { once: true });
        if (photo.dataset.srcset) photo.srcset = photo.dataset.srcset;
        photo.src = photo.dataset.src;
      }
    }, { rootMargin: '400px' });
    for (const photo of document.querySelectorAll('img[data-src]')) photos.observe(photo);
    addEventListener('vastra:hydrated', () => photos.disconnect(), { once: true });
  }
  if (started) return;
  if (location.search) return start();
  if (data.start === 'paint') return requestAnimationFrame(() => setTimeout(start));
  for (const type of engagements) addEventListener(type, start, { capture: true, passive: true });
})();`;

/** Dispatched on `window` once the app has hydrated or drawn its first page (main.tsx). */
export const APP_HYDRATED_EVENT = 'vastra:hydrated';
