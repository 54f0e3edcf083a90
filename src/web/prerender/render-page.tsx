import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { setSessionExpectedInBuild } from '@/features/auth/session-expected';
import { takePrerenderedTitle } from '@/hooks/use-page-title';

export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The page's `<title>` (usePageTitle). */
  title: string;
}

/**
 * One page as the browser's first render draws it, in English: the server build of this file is
 * run by the build (vite.config.ts, decision 195). `prerender` waits for the page's lazy parts,
 * so the HTML holds the whole page. A public page is drawn signed out; with `sessionExpected`,
 * the dashboard is drawn as a signed-in seller's browser first draws it, before the session and
 * the seller's data have come (decision 213).
 */
export async function renderPage(
  pathname: string,
  { sessionExpected = false }: { sessionExpected?: boolean } = {},
): Promise<RenderedPage> {
  setSessionExpectedInBuild(sessionExpected);
  try {
    return await render(pathname);
  } finally {
    setSessionExpectedInBuild(false);
  }
}

async function render(pathname: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${pathname} redirects; it cannot be built`);
  const router = createStaticRouter(handler.dataRoutes, context);
  takePrerenderedTitle();
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // Every part inline: React would move a large part (a Suspense boundary) to the end of the
    // HTML with an inline script to put it back, which the CSP refuses and the page would
    // paint without.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const title = takePrerenderedTitle();
  if (!title) throw new Error(`${pathname} set no page title`);
  return { html, title };
}
