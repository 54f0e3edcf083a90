import { useTexts } from '@/i18n/use-texts';
import { modelsTexts } from '@/i18n/texts/models';
import { Crown, Info, Loader2, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { DialogCostFooter } from '@/components/ui/dialog-cost-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import {
  MODEL_AGE_MAX,
  MODEL_DESCRIPTION_MAX,
  MODEL_NAME_MAX,
  type PortraitGenerator,
} from '@core/model-library';
import { paths } from '@core/paths';
import { createModelSchema, useCreateModel } from '../api/create-model';
import {
  toastCreateModelError,
  toastModelCreated,
  toastModelMissingInformation,
} from '../model-toasts';
import { AttributeSelect, type Attribute } from './attribute-select';

interface Draft {
  name: string;
  description: string;
  ethnicity: string;
  gender: string;
  age: string;
  bodyType: string;
}

const EMPTY_DRAFT: Draft = {
  name: '',
  description: '',
  ethnicity: '',
  gender: '',
  age: '',
  bodyType: '',
};

/**
 * 'Create New Model' (docs/product.md §2 and §5): name, description, ethnicity, gender, age (free
 * text) and body type, in that order; every field is needed ('Missing Information'). It says
 * before the click that the portrait uses one image, and how the engine makes it (drawn avatar
 * or AI portrait). Free users see the notice and 'Upgrade to Create' instead of 'Create Model'.
 */
export function CreateModelDialog({
  open,
  onOpenChange,
  locked,
  generator,
  remaining,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Free plan: the form is shown with the notice; the button leads to the plans. */
  locked: boolean;
  generator: PortraitGenerator | undefined;
  /** Images left this month, when known. */
  remaining: number | undefined;
}) {
  const t = useTexts(modelsTexts);
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const creation = useCreateModel();
  const busy = creation.isPending;

  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setInvalid((current) => {
      const next = new Set(current);
      for (const key of Object.keys(patch)) next.delete(key);
      return next;
    });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (locked) {
      void navigate(paths.pricing);
      return;
    }
    const parsed = createModelSchema.safeParse(draft);
    if (!parsed.success) {
      setInvalid(new Set(parsed.error.issues.map((issue) => String(issue.path[0]))));
      toastModelMissingInformation();
      return;
    }
    creation.mutate(parsed.data, {
      onSuccess: (model) => {
        toastModelCreated(model.name);
        setDraft(EMPTY_DRAFT);
        onOpenChange(false);
      },
      onError: (error) => toastCreateModelError(error, navigate),
    });
  }

  const select = (attribute: Attribute, label: string, placeholder: string) => (
    <div className="grid gap-2">
      <Label htmlFor={`model-${attribute}`}>{label}</Label>
      <AttributeSelect
        id={`model-${attribute}`}
        attribute={attribute}
        value={draft[attribute]}
        onChange={(value) => change({ [attribute]: value })}
        placeholder={placeholder}
        disabled={busy}
        invalid={invalid.has(attribute)}
      />
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('dialogTitle')}</DialogTitle>
          <DialogDescription>{t('dialogDescription')}</DialogDescription>
        </DialogHeader>

        {locked && (
          <p
            role="note"
            className="flex gap-2 rounded-lg bg-accent-soft p-3 text-sm text-accent-ink"
          >
            <Crown aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{t('upgradeMessage')}</span>
          </p>
        )}

        <form id="create-model-form" onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="model-name">{t('nameLabel')}</Label>
            <Input
              id="model-name"
              value={draft.name}
              onChange={(event) => change({ name: event.target.value })}
              placeholder={t('namePlaceholder')}
              maxLength={MODEL_NAME_MAX}
              autoComplete="off"
              disabled={busy}
              aria-invalid={invalid.has('name')}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="model-description">{t('descriptionLabel')}</Label>
            <Textarea
              id="model-description"
              value={draft.description}
              onChange={(event) => change({ description: event.target.value })}
              placeholder={t('descriptionPlaceholder')}
              maxLength={MODEL_DESCRIPTION_MAX}
              rows={3}
              disabled={busy}
              aria-invalid={invalid.has('description')}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {select('ethnicity', t('ethnicityLabel'), t('selectEthnicity'))}
            {select('gender', t('genderLabel'), t('selectGender'))}
            <div className="grid gap-2">
              <Label htmlFor="model-age">{t('ageLabel')}</Label>
              <Input
                id="model-age"
                value={draft.age}
                onChange={(event) => change({ age: event.target.value })}
                placeholder={t('agePlaceholder')}
                maxLength={MODEL_AGE_MAX}
                autoComplete="off"
                disabled={busy}
                aria-invalid={invalid.has('age')}
              />
            </div>
            {select('bodyType', t('bodyTypeLabel'), t('selectBodyType'))}
          </div>
          {generator && (
            <p className="flex gap-2 text-xs text-stone-600">
              <Info aria-hidden className="mt-px size-3.5 shrink-0 text-stone-500" />
              <span>
                {generator.method === 'drawn' ? t('drawnPortraitNote') : t('aiPortraitNote')}
              </span>
            </p>
          )}
        </form>

        <DialogCostFooter
          costNote={
            locked ? null : generator?.method === 'drawn' ? t('quotaNoteDrawn') : t('quotaNote')
          }
          remaining={remaining}
          cancelLabel={t('cancel')}
          onCancel={() => onOpenChange(false)}
          busy={busy}
        >
          <Button
            type="submit"
            form="create-model-form"
            disabled={busy}
            className="flex-[2] sm:flex-none"
          >
            {busy ? (
              <Loader2 aria-hidden className="animate-spin" />
            ) : locked ? (
              <Crown aria-hidden />
            ) : (
              <UserPlus aria-hidden />
            )}
            {busy ? t('creating') : locked ? t('upgradeToCreate') : t('create')}
          </Button>
        </DialogCostFooter>
      </DialogContent>
    </Dialog>
  );
}
