import { useState } from 'react';
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

/**
 * The garment type and styling note of the next run (decision 178). The type is remembered per
 * user in this browser, so a seller who lists sarees all day picks it once; it starts at
 * 'Other'. The note belongs to one product and is cleared with the photos.
 */
export function useGarmentChoice(userId: string | null | undefined) {
  const key = garmentTypeStorageKey(userId);
  const [picked, setPicked] = useState<{ key: string; type: GarmentTypeId } | null>(null);
  const [stylingNote, setStylingNote] = useState('');
  // Read again when the user changes (another account signed in on this browser).
  const type = picked?.key === key ? picked.type : readStored(key);

  const pickType = (next: GarmentTypeId) => {
    setPicked({ key, type: next });
    try {
      window.localStorage.setItem(key, next);
    } catch {
      // Not remembered, still used for this run.
    }
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
