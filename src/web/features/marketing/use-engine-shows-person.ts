import { useEffect, useState } from 'react';
import type { AuthConfigView } from '@core/account';

/**
 * Whether the running engine's shots show a person (decision 180), for the public pages. They
 * run outside the app's query client (it is not in their first load), so this reads the public
 * config with one plain fetch. False until known, and on any failure: the default engine shows
 * the product alone, so nothing promises a model meanwhile.
 */
export function useEngineShowsPerson(): boolean {
  const [showsPerson, setShowsPerson] = useState(false);
  useEffect(() => {
    let current = true;
    fetch('/api/auth-config')
      .then((response) => (response.ok ? (response.json() as Promise<AuthConfigView>) : null))
      .then((config) => {
        if (current && config?.onModel === true) setShowsPerson(true);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, []);
  return showsPerson;
}
