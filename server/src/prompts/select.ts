import { PROMPT_BANKS } from './bank/index.js';
import { PROMPT_BANDS, type PromptBand } from './bank/types.js';

export interface BankPrompt {
  /** Same in every language: 'b1-07' is the 7th B1 prompt (1-based). */
  id: string;
  text: string;
  level: PromptBand;
  /** The prompt in the learner's native language when a bank has it; null otherwise. */
  translation: string | null;
}

/** A learner's level as a bank band: C2 writes to C1 prompts, no known level starts at A2. */
export function promptBand(level: string | null | undefined): PromptBand {
  if (level === 'C2') return 'C1';
  return (PROMPT_BANDS as readonly string[]).includes(level ?? '') ? (level as PromptBand) : 'A2';
}

export function hasPromptBank(language: string | null | undefined): boolean {
  return !!language && Object.hasOwn(PROMPT_BANKS, language);
}

function promptId(band: PromptBand, index: number): string {
  return `${band.toLowerCase()}-${String(index + 1).padStart(2, '0')}`;
}

/** Parses 'b1-07' back into its band and 0-based index; null for an id no bank holds. */
export function parsePromptId(id: string): { band: PromptBand; index: number } | null {
  const match = /^([abc][12])-(\d{2})$/.exec(id);
  if (!match) return null;
  const band = match[1]!.toUpperCase() as PromptBand;
  const index = Number(match[2]) - 1;
  if (!PROMPT_BANDS.includes(band) || index < 0 || index >= PROMPT_BANKS.en![band].length) return null;
  return { band, index };
}

/** The bank prompt `id` in `target`, translated to `native` when a bank has that language. */
export function bankPrompt(id: string, target: string, native: string | null): BankPrompt | null {
  const parsed = parsePromptId(id);
  const bank = PROMPT_BANKS[target];
  if (!parsed || !bank) return null;
  const other = native && native !== target ? PROMPT_BANKS[native] : undefined;
  return {
    id,
    text: bank[parsed.band][parsed.index]!,
    level: parsed.band,
    translation: other ? other[parsed.band][parsed.index]! : null,
  };
}

/**
 * Picks a prompt of the band in `target`, avoiding the ids in `exclude` (the ones the learner skipped)
 * while any other is left. `random` is in [0, 1) so tests can choose.
 */
export function pickPrompt(
  target: string,
  native: string | null,
  level: string | null | undefined,
  exclude: readonly string[],
  random: number,
): BankPrompt | null {
  if (!hasPromptBank(target)) return null;
  const band = promptBand(level);
  const ids = PROMPT_BANKS[target]![band].map((_, i) => promptId(band, i));
  const fresh = ids.filter((id) => !exclude.includes(id));
  const pool = fresh.length > 0 ? fresh : ids;
  return bankPrompt(pool[Math.min(pool.length - 1, Math.floor(random * pool.length))]!, target, native);
}
