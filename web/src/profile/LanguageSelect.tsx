import { Check, ChevronsUpDown, Search } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { localLanguageName } from '../i18n/language-name';
import { useT } from '../i18n/use-t';
import { cn } from '../ui/cn';
import { inputClass } from '../ui/TextField';
import { localizedLanguages, searchLanguages } from './language-search';

interface Props {
  label: string;
  /** A language code, or '' for none. */
  value: string;
  onChange: (code: string) => void;
  /** Offer a 'Not set' choice (Profile Settings may clear a language). */
  clearable?: boolean;
}

/** A searchable list of the ~200 languages: a combobox button opening a filter field and a listbox. */
export function LanguageSelect({ label, value, onChange, clearable = false }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const { t, locale } = useT();
  const languages = useMemo(() => localizedLanguages(locale), [locale]);

  const notSet = t('profile.language.notSet');

  const options = useMemo(() => {
    const matches = searchLanguages(query, languages);
    return clearable && !query.trim() ? [{ code: '', name: notSet }, ...matches] : matches;
  }, [query, clearable, languages, notSet]);

  function choose(code: string) {
    onChange(code);
    setOpen(false);
  }

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setQuery('');
      setActive(
        Math.max(
          0,
          options.findIndex((o) => o.code === value),
        ),
      );
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') setActive((i) => Math.min(options.length - 1, i + 1));
    else if (e.key === 'ArrowUp') setActive((i) => Math.max(0, i - 1));
    else if (e.key === 'Enter' && options[active]) choose(options[active].code);
    else return;
    e.preventDefault();
  }

  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;

  return (
    <div className="space-y-1.5">
      <span id={`${id}-label`} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </span>
      <Popover.Root open={open} onOpenChange={onOpenChange}>
        <Popover.Trigger asChild>
          <button
            type="button"
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-labelledby={`${id}-label`}
            className={cn(inputClass, 'flex items-center justify-between text-left')}
          >
            <span className={value ? '' : 'text-slate-500 dark:text-slate-400'}>
              {value ? localLanguageName(value, locale) : t('profile.language.select')}
            </span>
            <ChevronsUpDown aria-hidden className="size-4 text-slate-500" />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            className="z-50 w-[var(--radix-popover-trigger-width)] min-w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900"
          >
            <div className="relative mb-2">
              <Search
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              />
              <input
                autoFocus
                aria-label={t('profile.language.searchLabel', { label: label.toLowerCase() })}
                aria-controls={listId}
                aria-activedescendant={options[active] ? optionId(active) : undefined}
                value={query}
                onChange={(e) => {
                  setQuery(e.target.value);
                  setActive(0);
                }}
                onKeyDown={onKeyDown}
                placeholder={t('profile.language.searchPlaceholder')}
                className={cn(inputClass, 'py-2 pl-9')}
              />
            </div>
            <ul id={listId} role="listbox" aria-label={label} className="max-h-64 overflow-y-auto">
              {options.length === 0 && (
                <li className="px-3 py-2 text-sm text-slate-500">{t('profile.language.noMatch')}</li>
              )}
              {options.map((o, i) => (
                <li
                  key={o.code || 'none'}
                  id={optionId(i)}
                  role="option"
                  aria-selected={o.code === value}
                  onClick={() => choose(o.code)}
                  onMouseMove={() => setActive(i)}
                  className={cn(
                    'flex cursor-pointer items-center justify-between rounded-lg px-3 py-2 text-sm text-slate-800 dark:text-slate-100',
                    i === active && 'bg-indigo-50 dark:bg-indigo-950',
                  )}
                >
                  <span>
                    {o.name}
                    {o.code && (
                      <span aria-hidden className="ml-2 text-xs text-slate-500">
                        {o.code}
                      </span>
                    )}
                  </span>
                  {o.code === value && <Check aria-hidden className="size-4 text-indigo-600" />}
                </li>
              ))}
            </ul>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
