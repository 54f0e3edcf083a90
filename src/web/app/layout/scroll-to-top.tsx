import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The path the document was loaded at, and whether the visitor has gone to another page since. */
let firstPath: string | undefined;
let leftFirstPage = false;

/**
 * A new page starts at its top; a #hash scrolls to its target instead. The page the document was
 * loaded at is left where the browser put it until the visitor goes elsewhere: one who scrolled a
 * built page before the app hydrated (decision 204) is not sent back to its top, nor is a reload
 * that restored its place. Each layout has its own instance, so the state is the module's.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    firstPath ??= pathname;
    if (pathname !== firstPath) leftFirstPage = true;
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
    else if (leftFirstPage) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
