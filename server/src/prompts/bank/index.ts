import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { nl } from './nl.js';
import { pt } from './pt.js';
import type { PromptBank } from './types.js';

/** The offline prompt banks, one per language the offline checker supports. */
export const PROMPT_BANKS: Readonly<Record<string, PromptBank>> = { de, en, es, fr, it, nl, pt };
