import type { InterfaceLanguage } from '@inkwell/contract';
import { explanationLanguage } from '../assessor/index.js';
import { catalogText, type MessageValues } from '../i18n/catalog-text.js';
import { de } from './lesson-catalogs/de.js';
import { en, type LessonCatalog, type LessonKey } from './lesson-catalogs/en.js';
import { es } from './lesson-catalogs/es.js';
import { fr } from './lesson-catalogs/fr.js';
import { it } from './lesson-catalogs/it.js';
import { pt } from './lesson-catalogs/pt.js';
import type { ModuleInput } from './module-input.js';

/** The offline exercise generator's catalogs by language (issue 26, decision 313). */
export const LESSON_CATALOGS: Record<InterfaceLanguage, LessonCatalog> = { en, es, fr, de, pt, it };

export type LessonValues = MessageValues;
export type { LessonKey };

/**
 * The language a lesson built offline is written in: the rule of the offline checker's explanations
 * (decision 303), so an entry's analysis and the lesson made from it speak the same language.
 */
export const lessonLanguage = (input: Pick<ModuleInput, 'nativeLanguage' | 'interfaceLanguage'>) =>
  explanationLanguage(input.nativeLanguage, input.interfaceLanguage);

/** The message `id` in `language`; the values (target-language words) go in as they are. */
export const lessonText: (language: InterfaceLanguage, id: LessonKey, values?: LessonValues) => string =
  catalogText(LESSON_CATALOGS);

/** Renders lesson messages in one language: what the generator's helpers are handed. */
export type Say = (id: LessonKey, values?: LessonValues) => string;
export const sayIn =
  (language: InterfaceLanguage): Say =>
  (id, values) =>
    lessonText(language, id, values);
export const sayEnglish: Say = sayIn('en');
