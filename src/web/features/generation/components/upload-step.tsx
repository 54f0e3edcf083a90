import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { GarmentView } from '@core/uploads';
import { PhotoSlot, type ChosenPhoto } from './photo-slot';
import { StepCard } from './step-card';

export type ChosenPhotos = Record<GarmentView, ChosenPhoto | null>;

/** Step 1: the front photo (required) and, behind a switch, the back and side views. */
export function UploadStep({
  photos,
  showExtraViews,
  onShowExtraViewsChange,
  onSelect,
  onRemove,
}: {
  photos: ChosenPhotos;
  showExtraViews: boolean;
  onShowExtraViewsChange: (show: boolean) => void;
  onSelect: (view: GarmentView, file: File) => void;
  onRemove: (view: GarmentView) => void;
}) {
  return (
    <StepCard
      step={1}
      title="Upload your product"
      description="A flat photo of the garment on a plain surface works best."
    >
      <PhotoSlot
        view="front"
        label="Front photo"
        required
        photo={photos.front}
        onSelect={(file) => onSelect('front', file)}
        onRemove={() => onRemove('front')}
      />
      <div className="mt-5 flex items-center gap-3">
        <Switch
          id="extra-views"
          checked={showExtraViews}
          onCheckedChange={onShowExtraViewsChange}
        />
        <Label htmlFor="extra-views" className="cursor-pointer">
          Add back and side views
        </Label>
      </div>
      {showExtraViews && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <PhotoSlot
            view="back"
            label="Back photo"
            photo={photos.back}
            onSelect={(file) => onSelect('back', file)}
            onRemove={() => onRemove('back')}
          />
          <PhotoSlot
            view="side"
            label="Side photo"
            photo={photos.side}
            onSelect={(file) => onSelect('side', file)}
            onRemove={() => onRemove('side')}
          />
        </div>
      )}
    </StepCard>
  );
}
