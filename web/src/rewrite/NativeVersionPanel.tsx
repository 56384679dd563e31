import type { JournalEntry } from '@inkwell/contract';
import { Plus, Sparkles } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useT } from '../i18n/use-t';
import { wordDiff, type DiffPart } from '../lib/word-diff';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { useNativeVersion } from './api/get-native-version';
import { useWriteNativeVersion } from './api/write-native-version';
import { changedPhrases, diffSides, phraseFrom, sentenceAround } from './phrases';

export interface NativeVersionPanelProps {
  entry: JournalEntry;
  /** Opens Add Vocab with the phrase and the sentence of the native-like version it comes from. */
  onAddPhrase?: (phrase: string, example: string) => void;
  /** The last phrase added to the deck from here, for a short confirmation. */
  added?: string | null;
}

const textBox =
  'rounded-xl border border-slate-200 bg-white p-4 leading-relaxed whitespace-pre-wrap text-slate-800 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-100';

/** One side of the comparison: removed words struck through, added ones underlined (never colour alone). */
function Side({ parts }: { parts: DiffPart[] }) {
  return parts.map((p, i) =>
    p.kind === 'same' ? (
      <span key={i}>{p.text}</span>
    ) : p.kind === 'removed' ? (
      <del
        key={i}
        className="bg-rose-100 text-rose-900 line-through decoration-2 dark:bg-rose-950/60 dark:text-rose-100"
      >
        {p.text}
      </del>
    ) : (
      <ins
        key={i}
        className="bg-emerald-100 text-emerald-950 underline decoration-2 underline-offset-4 dark:bg-emerald-950/60 dark:text-emerald-100"
      >
        {p.text}
      </ins>
    ),
  );
}

/**
 * "How a native speaker might write it" (issue 25, decision 287): after analysis, a model's freer rewrite
 * beside the learner's text, word by word, in a card of its own so it never reads as the corrections.
 * Offline it says why there is none instead of offering a button.
 */
export function NativeVersionPanel({ entry, onAddPhrase, added }: NativeVersionPanelProps) {
  const { t } = useT();
  const headingId = useId();
  const analysed = entry.analysis_state === 'analyzed';
  const query = useNativeVersion(entry.id, entry.version, analysed);
  const write = useWriteNativeVersion(entry.id, entry.version);
  const nativeRef = useRef<HTMLParagraphElement>(null);
  const [selected, setSelected] = useState('');
  const native = query.data?.native_version ?? null;
  const parts = useMemo(
    () => (native ? wordDiff(entry.data.content, native.text) : []),
    [entry.data.content, native],
  );
  if (!analysed || query.isPending) return null;

  const readSelection = () => {
    const selection = window.getSelection();
    const box = nativeRef.current;
    const inside =
      selection &&
      box &&
      selection.rangeCount > 0 &&
      box.contains(selection.getRangeAt(0).commonAncestorContainer);
    setSelected(inside ? phraseFrom(selection.toString()) : '');
  };
  const add = (phrase: string) => onAddPhrase?.(phrase, native ? sentenceAround(native.text, phrase) : '');
  const offline = query.data?.reason_code === 'rewrite.no_model';
  const sides = diffSides(parts);
  const phrases = changedPhrases(parts);

  return (
    <section
      aria-labelledby={headingId}
      data-testid="native-version"
      className="space-y-3 rounded-2xl border border-violet-200 bg-violet-50/60 p-4 dark:border-violet-900 dark:bg-violet-950/30"
    >
      <h2
        id={headingId}
        className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-slate-100"
      >
        <Sparkles className="size-5 text-violet-600 dark:text-violet-300" aria-hidden="true" />
        {t('rewrite.title')}
      </h2>
      {query.isError ? (
        <Alert tone="error">{query.error.message}</Alert>
      ) : offline ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('error.rewrite.no_model')}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('rewrite.apart')}</p>
          {native && (
            <>
              <p className="text-xs text-slate-500 dark:text-slate-400">{t('rewrite.legend')}</p>
              <div className="grid gap-3 md:grid-cols-2">
                <figure className="space-y-1">
                  <figcaption className="text-sm font-medium text-slate-700 dark:text-slate-200">
                    {t('rewrite.yours')}
                  </figcaption>
                  <p className={textBox} data-testid="native-version-learner">
                    <Side parts={sides.learner} />
                  </p>
                </figure>
                <figure className="space-y-1">
                  <figcaption className="text-sm font-medium text-slate-700 dark:text-slate-200">
                    {t('rewrite.native')}
                  </figcaption>
                  <p
                    ref={nativeRef}
                    className={textBox}
                    data-testid="native-version-text"
                    onMouseUp={readSelection}
                    onKeyUp={readSelection}
                    onTouchEnd={readSelection}
                  >
                    <Side parts={sides.native} />
                  </p>
                </figure>
              </div>
              {onAddPhrase && (
                <div className="space-y-2">
                  <p className="text-sm text-slate-600 dark:text-slate-300">{t('rewrite.pickHint')}</p>
                  {selected && (
                    <Button variant="small" onClick={() => add(selected)}>
                      <Plus className="size-4" aria-hidden="true" />
                      {t('rewrite.addSelection', { word: selected })}
                    </Button>
                  )}
                  {phrases.length > 0 && (
                    <ul aria-label={t('rewrite.phrases')} className="flex flex-wrap gap-2">
                      {phrases.map((phrase) => (
                        <li key={phrase}>
                          <Button
                            variant="small"
                            aria-label={t('rewrite.addPhrase', { word: phrase })}
                            onClick={() => add(phrase)}
                          >
                            <Plus className="size-4" aria-hidden="true" />
                            {phrase}
                          </Button>
                        </li>
                      ))}
                    </ul>
                  )}
                  {added && <Alert tone="success">{t('rewrite.added', { word: added })}</Alert>}
                </div>
              )}
            </>
          )}
          {write.isError && <Alert tone="error">{write.error.message}</Alert>}
          {query.data.can_generate && (
            <Button
              variant={native ? 'small' : 'strong'}
              disabled={write.isPending}
              onClick={() => write.mutate()}
            >
              {write.isPending ? t('rewrite.writing') : native ? t('rewrite.again') : t('rewrite.ask')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
