/**
 * docs/product.md §2: the dashboard's sidebar remembers open or collapsed in this cookie for 7
 * days. The server reads it too: the dashboard built to HTML is drawn open (decision 213).
 */
export const SIDEBAR_COOKIE = 'sidebar:state';

/** Whether a Cookie header says the sidebar was collapsed. */
export function sidebarCollapsedIn(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(/;\s*/).includes(`${SIDEBAR_COOKIE}=false`);
}
