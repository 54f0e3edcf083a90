import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { takePrerenderedTitle } from '@/hooks/use-page-title';

export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The page's `<title>` (usePageTitle). */
  title: string;
}

/**
 * One public page as the browser's first render draws it, signed out and in English: the
 * server build of this file is run by the build (vite.config.ts, decision 195). `prerender`
 * waits for the page's lazy parts, so the HTML holds the whole page.
 */
export async function renderPage(pathname: string): Promise<RenderedPage> {
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
  );
  const html = await new Response(prelude).text();
  const title = takePrerenderedTitle();
  if (!title) throw new Error(`${pathname} set no page title`);
  return { html, title };
}
