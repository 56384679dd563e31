import { Search } from 'lucide-react';
import { inputClass } from '../ui/TextField';
import { cn } from '../ui/cn';

/** The search box of a deck page. */
export function DeckSearch({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="relative mb-6">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(inputClass, 'pl-9')}
      />
    </div>
  );
}
