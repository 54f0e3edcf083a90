import { useTexts } from '@/i18n/use-texts';
import { listingTexts } from '@/i18n/texts/listing';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { LISTING_LIMITS } from '@core/listing-review';
import type { ListingTexts } from '@core/listings/listing-draft';

function FieldProblem({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-xs text-destructive">
      {message}
    </p>
  );
}

/** A bullet pasted with line breaks is kept as one line, as the marketplaces show it. */
const oneLine = (text: string) => text.replace(/\s*\r?\n\s*/g, ' ');

/** Each field's label in either language's set: the Hindi set's say so, to be told apart. */
const LABELS = {
  english: {
    title: 'titleLabel',
    bullets: 'bulletsLegend',
    bullet: 'bulletLabel',
    add: 'addBullet',
    remove: 'removeBullet',
    description: 'descriptionLabel',
  },
  hindi: {
    title: 'hindiTitleLabel',
    bullets: 'hindiBulletsLegend',
    bullet: 'hindiBulletLabel',
    add: 'hindiAddBullet',
    remove: 'hindiRemoveBullet',
    description: 'hindiDescriptionLabel',
  },
} as const;

/** The title, 3 to 5 bullet points and the description, each with its own label. */
export function ListingTextsFields({
  language,
  texts,
  problems,
  onChange,
  canAdd,
  canRemove,
}: {
  /** Which of the draft's sets: its problems are found under this name ('hindi.title'). */
  language: 'english' | 'hindi';
  texts: ListingTexts;
  problems: Record<string, string>;
  onChange: (texts: ListingTexts) => void;
  canAdd: boolean;
  canRemove: boolean;
}) {
  const t = useTexts(listingTexts);
  const id = useId();
  const label = LABELS[language];
  const lang = language === 'hindi' ? 'hi' : undefined;
  const problem = (path: string) => problems[`${language}.${path}`];
  const setBullet = (index: number, value: string) =>
    onChange({ ...texts, bullets: texts.bullets.map((b, i) => (i === index ? value : b)) });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-title`} className="text-sm font-medium">
          {t(label.title)}
        </label>
        <Input
          id={`${id}-title`}
          lang={lang}
          value={texts.title}
          maxLength={LISTING_LIMITS.title}
          onChange={(event) => onChange({ ...texts, title: event.target.value })}
          aria-invalid={problem('title') ? true : undefined}
          aria-describedby={problem('title') ? `${id}-title-problem` : undefined}
        />
        <FieldProblem id={`${id}-title-problem`} message={problem('title')} />
      </div>

      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t(label.bullets)}</legend>
        <ol className="flex flex-col gap-2">
          {texts.bullets.map((bullet, index) => {
            const number = index + 1;
            const bulletId = `${id}-bullet-${index}`;
            return (
              <li key={index} className="flex flex-col gap-1">
                <div className="flex items-start gap-1.5">
                  <label htmlFor={bulletId} className="sr-only">
                    {t(label.bullet, { number })}
                  </label>
                  {/* Wraps as it grows: a phone's one line showed a bullet's first 30 characters. */}
                  <Textarea
                    id={bulletId}
                    lang={lang}
                    value={bullet}
                    rows={2}
                    className="min-h-0 resize-none field-sizing-content"
                    maxLength={LISTING_LIMITS.bullet}
                    // A bullet is one line on the marketplace: Enter adds no line break.
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') event.preventDefault();
                    }}
                    onChange={(event) => setBullet(index, oneLine(event.target.value))}
                    aria-invalid={problem(`bullets.${index}`) ? true : undefined}
                    aria-describedby={
                      problem(`bullets.${index}`) ? `${bulletId}-problem` : undefined
                    }
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-11 shrink-0"
                    disabled={!canRemove}
                    aria-label={t(label.remove, { number })}
                    title={t(label.remove, { number })}
                    onClick={() =>
                      onChange({ ...texts, bullets: texts.bullets.filter((_, i) => i !== index) })
                    }
                  >
                    <X aria-hidden />
                  </Button>
                </div>
                <FieldProblem id={`${bulletId}-problem`} message={problem(`bullets.${index}`)} />
              </li>
            );
          })}
        </ol>
        <FieldProblem id={`${id}-bullets-problem`} message={problem('bullets')} />
        {canAdd && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="w-fit"
            onClick={() => onChange({ ...texts, bullets: [...texts.bullets, ''] })}
          >
            <Plus aria-hidden />
            {t(label.add)}
          </Button>
        )}
      </fieldset>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-description`} className="text-sm font-medium">
          {t(label.description)}
        </label>
        <Textarea
          id={`${id}-description`}
          lang={lang}
          value={texts.description}
          maxLength={LISTING_LIMITS.description}
          rows={4}
          onChange={(event) => onChange({ ...texts, description: event.target.value })}
          aria-invalid={problem('description') ? true : undefined}
          aria-describedby={problem('description') ? `${id}-description-problem` : undefined}
        />
        <FieldProblem id={`${id}-description-problem`} message={problem('description')} />
      </div>
    </div>
  );
}
