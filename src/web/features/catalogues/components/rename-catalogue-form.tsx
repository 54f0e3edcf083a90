import { translate } from '@/i18n/language-store';
import { cataloguesTexts } from '@/i18n/texts/catalogues';
import { useTexts } from '@/i18n/use-texts';
import { catalogueDetailTexts } from '@/i18n/texts/catalogue-detail';
import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { renameCatalogueSchema, useRenameCatalogue } from '../api/rename-catalogue';

/** Renames a catalogue in place; the same schema as the server checks the name first. */
export function RenameCatalogueForm({
  id,
  name,
  onDone,
}: {
  id: string;
  name: string;
  onDone: () => void;
}) {
  const t = useTexts(catalogueDetailTexts);
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameCatalogue();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = renameCatalogueSchema.safeParse({ name: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('nameRequired'));
      return;
    }
    if (parsed.data.name === name) {
      onDone();
      return;
    }
    rename.mutate(
      { id, name: parsed.data.name },
      {
        onSuccess: () => {
          toast.success(translate(cataloguesTexts, 'renamed'));
          onDone();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <Label htmlFor={`catalogue-name-${id}`}>{t('catalogueName')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`catalogue-name-${id}`}
          value={value}
          maxLength={120}
          autoFocus
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              // Leave the form, not the dialog.
              event.stopPropagation();
              onDone();
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `catalogue-name-${id}-error` : undefined}
          disabled={rename.isPending}
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={rename.isPending} className="flex-1 sm:flex-none">
            {rename.isPending && <Loader2 aria-hidden className="animate-spin" />}
            {t('save')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={onDone}
            disabled={rename.isPending}
            className="flex-1 sm:flex-none"
          >
            {t('cancel')}
          </Button>
        </div>
      </div>
      {error && (
        <p id={`catalogue-name-${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
