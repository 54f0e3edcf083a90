import { useEffect, useState } from 'react';
import { DEFAULT_GARMENT_TYPE, isGarmentTypeId, type GarmentTypeId } from '@core/garments';

/** Where the browser keeps a seller's last garment type: one entry per signed-in user. */
export const garmentTypeStorageKey = (userId: string | null | undefined) =>
  `vastra-studio:garment-type:${userId ?? 'signed-out'}`;

function readStored(key: string): GarmentTypeId {
  try {
    const stored = window.localStorage.getItem(key);
    return isGarmentTypeId(stored) ? stored : DEFAULT_GARMENT_TYPE;
  } catch {
    // Storage can be off (private mode, blocked cookies): every visit starts at 'Other'.
    return DEFAULT_GARMENT_TYPE;
  }
}

function store(key: string, type: GarmentTypeId): void {
  try {
    window.localStorage.setItem(key, type);
  } catch {
    // Not remembered, still used for this run.
  }
}

/**
 * The garment type and styling note of the next run (decision 178). The type is remembered per
 * user in this browser, so a seller who lists sarees all day picks it once; it starts at
 * 'Other'. The note belongs to one product and is cleared with the photos.
 *
 * `userId` is undefined until the session has answered: the dashboard built for a signed-in
 * seller draws before it (decision 213). Until then the type starts at 'Other', as the build drew
 * it, and a type picked is kept for the seller once known, over what this browser remembered.
 */
export function useGarmentChoice(userId: string | null | undefined) {
  const known = userId !== undefined;
  const key = garmentTypeStorageKey(userId);
  // `key` null: picked before the seller was known.
  const [picked, setPicked] = useState<{ key: string | null; type: GarmentTypeId } | null>(null);
  const [stylingNote, setStylingNote] = useState('');
  const pickedHere = picked !== null && (picked.key === key || picked.key === null);
  // Read again when the user changes (another account signed in on this browser).
  const type = pickedHere ? picked.type : known ? readStored(key) : DEFAULT_GARMENT_TYPE;

  // Remembered for the seller once the session says who that is.
  useEffect(() => {
    if (known && picked?.key === null) store(key, picked.type);
  }, [known, key, picked]);

  const pickType = (next: GarmentTypeId) => {
    setPicked({ key: known ? key : null, type: next });
    if (known) store(key, next);
  };

  return {
    type,
    pickType,
    stylingNote,
    setStylingNote,
    /** For Create Another Catalogue: the type stays, the note goes. */
    resetNote: () => setStylingNote(''),
  };
}
