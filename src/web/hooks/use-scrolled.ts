import { useEffect, useState } from 'react';

/** Whether the page has scrolled past `threshold` pixels (the nav turns solid after 20px). */
export function useScrolled(threshold = 20): boolean {
  // Not scrolled on the first render, as the prerendered page was built; the effect reads it.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}
