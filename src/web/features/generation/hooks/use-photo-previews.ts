import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { GarmentView } from '@core/uploads';
import type { ChosenPhotos } from '../components/upload-step';
import { photoProblem } from '../photo-rules';

const NO_PHOTOS: ChosenPhotos = { front: null, back: null, side: null, detail: null };

/**
 * The garment photos chosen on the dashboard (docs/product.md §2 step 1), each with its preview as
 * an object URL, and the switch that shows the back, side and detail views.
 */
export function usePhotoPreviews() {
  const [photos, setPhotos] = useState<ChosenPhotos>(NO_PHOTOS);
  const [showExtraViews, setShowExtraViews] = useState(false);
  const objectUrls = useRef(new Set<string>());

  // Previews live as object URLs; the page gives them back when it goes.
  useEffect(() => {
    const urls = objectUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const dropPhoto = (view: GarmentView, from: ChosenPhotos): ChosenPhotos => {
    const old = from[view];
    if (old) {
      URL.revokeObjectURL(old.url);
      objectUrls.current.delete(old.url);
    }
    return { ...from, [view]: null };
  };

  /** Takes the photo for this view, or says why not; true when it was taken. */
  const select = (view: GarmentView, file: File): boolean => {
    const problem = photoProblem(file);
    if (problem) {
      toast.error(problem);
      return false;
    }
    const url = URL.createObjectURL(file);
    objectUrls.current.add(url);
    setPhotos({ ...dropPhoto(view, photos), [view]: { file, url } });
    return true;
  };

  const remove = (view: GarmentView) => setPhotos(dropPhoto(view, photos));

  const setExtraViews = (show: boolean) => {
    setShowExtraViews(show);
    // Hiding the back, side and detail views removes them.
    if (!show) setPhotos(dropPhoto('detail', dropPhoto('side', dropPhoto('back', photos))));
  };

  /** The back, side and detail files a run is sent: only while they are shown. */
  const extraFiles = () => ({
    back: showExtraViews ? (photos.back?.file ?? null) : null,
    side: showExtraViews ? (photos.side?.file ?? null) : null,
    detail: showExtraViews ? (photos.detail?.file ?? null) : null,
  });

  const reset = () => {
    for (const view of ['front', 'back', 'side', 'detail'] as const) dropPhoto(view, photos);
    setPhotos(NO_PHOTOS);
    setShowExtraViews(false);
  };

  return { photos, showExtraViews, select, remove, setExtraViews, extraFiles, reset };
}
