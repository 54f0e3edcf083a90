import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { GarmentTypeId } from '@core/garments';
import type { GarmentView } from '@core/uploads';
import { GarmentTypeField, StylingNoteField } from './garment-fields';
import { PhotoSlot, type ChosenPhoto } from './photo-slot';
import { StepCard } from './step-card';

export type ChosenPhotos = Record<GarmentView, ChosenPhoto | null>;

/** What the garment is and how it is worn (decision 178). */
export interface GarmentInputs {
  type: GarmentTypeId;
  onTypeChange: (type: GarmentTypeId) => void;
  stylingNote: string;
  onStylingNoteChange: (note: string) => void;
}

export const DETAIL_HINT = 'A close-up of the print, embroidery, border or pallu.';

/**
 * Step 1: the garment type, the front photo (required), behind a switch the back, side and
 * detail views, and an optional styling note.
 */
export function UploadStep({
  garment,
  photos,
  showExtraViews,
  onShowExtraViewsChange,
  onSelect,
  onRemove,
}: {
  garment: GarmentInputs;
  photos: ChosenPhotos;
  showExtraViews: boolean;
  onShowExtraViewsChange: (show: boolean) => void;
  onSelect: (view: GarmentView, file: File) => void;
  onRemove: (view: GarmentView) => void;
}) {
  const switchHintId = useId();
  return (
    <StepCard
      step={1}
      title="Upload your product"
      description="A flat photo of the garment on a plain surface works best."
    >
      <GarmentTypeField value={garment.type} onChange={garment.onTypeChange} />
      <PhotoSlot
        view="front"
        label="Front photo"
        required
        photo={photos.front}
        onSelect={(file) => onSelect('front', file)}
        onRemove={() => onRemove('front')}
        className="mt-5"
      />
      <div className="mt-5 flex items-start gap-3">
        <Switch
          id="extra-views"
          checked={showExtraViews}
          onCheckedChange={onShowExtraViewsChange}
          aria-describedby={switchHintId}
          className="mt-0.5"
        />
        <div className="min-w-0">
          <Label htmlFor="extra-views" className="cursor-pointer">
            Add back and side views
          </Label>
          <p id={switchHintId} className="text-xs text-stone-500">
            And a Detail close-up, for prints, embroidery and borders.
          </p>
        </div>
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
          <PhotoSlot
            view="detail"
            label="Detail photo"
            hint={DETAIL_HINT}
            photo={photos.detail}
            onSelect={(file) => onSelect('detail', file)}
            onRemove={() => onRemove('detail')}
            className="sm:col-span-2"
          />
        </div>
      )}
      <div className="mt-5">
        <StylingNoteField value={garment.stylingNote} onChange={garment.onStylingNoteChange} />
      </div>
    </StepCard>
  );
}
