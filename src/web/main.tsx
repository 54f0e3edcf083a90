import './styles/fonts.css';
import './styles/app.css';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { APP_HYDRATED_EVENT } from '@core/app-loader';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { getLanguage, startLanguage } from './i18n/language-store';
import { loadMatchedRoutes } from './prerender/load-matched-routes';

const container = document.getElementById('root')!;

/**
 * Tells the built page's loader the app has hydrated (or drawn), so it presses again the
 * buttons pressed before (core/app-loader.ts, decision 204). Renders nothing.
 */
function HydratedSignal() {
  useEffect(() => {
    window.dispatchEvent(new Event(APP_HYDRATED_EVENT));
  }, []);
  return null;
}

const app = () => (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>
    <HydratedSignal />
  </StrictMode>
);

/**
 * A prerendered page (decision 195) is hydrated when the browser's first render draws the same
 * page as the build did: English, and no query (`?retry=premium` changes what pricing shows).
 * Otherwise the app draws the page afresh, over the built HTML if there is one.
 */
const canHydrate = () =>
  container.firstElementChild !== null && getLanguage() === 'en' && window.location.search === '';

// A visitor who chose Hindi gets it on the first paint, not after a flash of English.
void startLanguage().then(async () => {
  if (canHydrate()) {
    await loadMatchedRoutes(routes, window.location.pathname);
    // At a transition's priority React hydrates in slices and yields between them, so a large
    // page (the dashboard, decision 213) does not hold the phone's main thread for one long task.
    startTransition(() => {
      hydrateRoot(container, app());
    });
  } else {
    createRoot(container).render(app());
  }
});
