import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { createTexts } from '@/i18n/texts/create';
import { useTexts } from '@/i18n/use-texts';
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
  const t = useTexts(createTexts);
  return (
    <StepCard step={1} title={t('uploadTitle')} description={t('uploadDescription')}>
      <GarmentTypeField value={garment.type} onChange={garment.onTypeChange} />
      <PhotoSlot
        view="front"
        label={t('frontPhoto')}
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
            {t('extraViews')}
          </Label>
          <p id={switchHintId} className="text-xs text-stone-500">
            {t('extraViewsHint')}
          </p>
        </div>
      </div>
      {showExtraViews && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <PhotoSlot
            view="back"
            label={t('backPhoto')}
            photo={photos.back}
            onSelect={(file) => onSelect('back', file)}
            onRemove={() => onRemove('back')}
          />
          <PhotoSlot
            view="side"
            label={t('sidePhoto')}
            photo={photos.side}
            onSelect={(file) => onSelect('side', file)}
            onRemove={() => onRemove('side')}
          />
          <PhotoSlot
            view="detail"
            label={t('detailPhoto')}
            hint={t('detailHint')}
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
