import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import type { BackgroundOption } from '@core/runs';
import { useLibraryNames } from '@/i18n/library-names';
import { BackgroundFace } from './background-face';

/** The background dropdown itself, loaded when first wanted (background-step.tsx). */
export function BackgroundSelect({
  id,
  options,
  value,
  onChange,
  placeholder,
  defaultOpen,
}: {
  id: string;
  options: BackgroundOption[];
  value: string | undefined;
  onChange: (id: string) => void;
  placeholder: string;
  defaultOpen: boolean;
}) {
  const names = useLibraryNames();
  return (
    <Select value={value} onValueChange={onChange} defaultOpen={defaultOpen}>
      <SelectTrigger id={id}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.id} value={option.id} hint={names.category(option.category)}>
            <BackgroundFace option={option} />
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
