/**
 * The web project's setup (vitest.config.ts): Testing Library's cleanup, and the few browser
 * APIs jsdom lacks that the components call (object URLs for previews, ResizeObserver and
 * matchMedia for Radix and sonner).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import { forgetRunToasts } from '@/features/generation/run-event-toasts';

// findBy* and waitFor wait 1 s by default: on a loaded 2-core machine, with two test files at
// once (decision 206), a fetch stubbed to answer at once can take longer to reach the screen.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // sonner replays every toast not dismissed to the next Toaster that mounts.
  toast.dismiss();
  // Each run's toast progress is kept per run id, and the tests' runs share 'run-1'.
  forgetRunToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

let objectUrls = 0;
URL.createObjectURL ??= () => `blob:http://localhost/${++objectUrls}`;
URL.revokeObjectURL ??= () => {};

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;
