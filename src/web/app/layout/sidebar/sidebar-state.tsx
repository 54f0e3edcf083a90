import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { SIDEBAR_COOKIE, sidebarCollapsedIn } from '@core/sidebar-cookie';

const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

function readCookie(): boolean {
  // The build draws the signed-in dashboard open; the server sends that page only then.
  if (typeof document === 'undefined') return true;
  return !sidebarCollapsedIn(document.cookie);
}

interface SidebarState {
  /** Desktop: expanded (16rem) or collapsed to icons (3rem). */
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  /** Mobile: the sheet (18rem) is shown. */
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function SidebarProvider({ children }: { children: ReactNode }) {
  const [open, setOpenState] = useState(readCookie);
  const [mobileOpen, setMobileOpen] = useState(false);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    document.cookie = `${SIDEBAR_COOKIE}=${value}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
  }, []);

  const isMobile = () => window.matchMedia('(max-width: 767px)').matches;
  const toggle = useCallback(() => {
    if (isMobile()) setMobileOpen((current) => !current);
    else setOpen(!open);
  }, [open, setOpen]);

  // Ctrl+B (Cmd+B on a Mac) toggles the sidebar.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ open, setOpen, toggle, mobileOpen, setMobileOpen }),
    [open, setOpen, toggle, mobileOpen],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarState {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used inside SidebarProvider');
  return context;
}
