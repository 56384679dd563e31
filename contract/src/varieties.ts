/**
 * Regional varieties a learner may choose for their target language (BCP 47 tags), and the grammatical
 * gender used for sentences about themselves. Both are optional: a language not listed here has no
 * variety to choose, and "unspecified" (or no value) lets the model keep both genders open.
 */
export interface Variety {
  /** BCP 47 tag, e.g. pt-BR; its language part is the target language's code. */
  code: string;
  name: string;
  /** How a prompt names it: "Brazilian Portuguese". */
  adjective: string;
}

const v = (code: string, name: string, adjective: string): Variety => ({ code, name, adjective });

export const VARIETIES: Readonly<Record<string, readonly Variety[]>> = {
  en: [
    v('en-US', 'United States', 'American English'),
    v('en-GB', 'United Kingdom', 'British English'),
    v('en-AU', 'Australia', 'Australian English'),
    v('en-CA', 'Canada', 'Canadian English'),
    v('en-IE', 'Ireland', 'Irish English'),
    v('en-NZ', 'New Zealand', 'New Zealand English'),
    v('en-IN', 'India', 'Indian English'),
  ],
  es: [
    v('es-ES', 'Spain', 'European Spanish'),
    v('es-MX', 'Mexico', 'Mexican Spanish'),
    v('es-AR', 'Argentina', 'Argentinian Spanish'),
    v('es-CO', 'Colombia', 'Colombian Spanish'),
    v('es-CL', 'Chile', 'Chilean Spanish'),
    v('es-US', 'United States', 'US Spanish'),
  ],
  pt: [v('pt-BR', 'Brazil', 'Brazilian Portuguese'), v('pt-PT', 'Portugal', 'European Portuguese')],
  fr: [
    v('fr-FR', 'France', 'French of France'),
    v('fr-CA', 'Canada', 'Canadian French'),
    v('fr-BE', 'Belgium', 'Belgian French'),
    v('fr-CH', 'Switzerland', 'Swiss French'),
  ],
  de: [
    v('de-DE', 'Germany', 'German of Germany'),
    v('de-AT', 'Austria', 'Austrian German'),
    v('de-CH', 'Switzerland', 'Swiss Standard German'),
  ],
  it: [v('it-IT', 'Italy', 'Italian of Italy'), v('it-CH', 'Switzerland', 'Swiss Italian')],
  nl: [
    v('nl-NL', 'Netherlands', 'Dutch of the Netherlands'),
    v('nl-BE', 'Belgium', 'Flemish (Belgian Dutch)'),
  ],
  zh: [
    v('zh-CN', 'Mainland China (Simplified)', 'Mainland Chinese with simplified characters'),
    v('zh-TW', 'Taiwan (Traditional)', 'Taiwanese Mandarin with traditional characters'),
  ],
  ar: [
    v('ar-SA', 'Saudi Arabia', 'Modern Standard Arabic as used in Saudi Arabia'),
    v('ar-EG', 'Egypt', 'Arabic as used in Egypt'),
    v('ar-MA', 'Morocco', 'Arabic as used in Morocco'),
  ],
};

/** The varieties of a target language, empty when it has none to choose. */
export function varietiesOf(language: string | null | undefined): readonly Variety[] {
  return (language && VARIETIES[language]) || [];
}

export function findVariety(code: string | null | undefined): Variety | undefined {
  if (!code) return undefined;
  return varietiesOf(code.split('-')[0]).find((x) => x.code === code);
}

export function isVarietyCode(code: string): boolean {
  return findVariety(code) !== undefined;
}

/** Whether the variety belongs to the target language (no variety always does). */
export function varietyFitsLanguage(
  variety: string | null | undefined,
  language: string | null | undefined,
): boolean {
  if (!variety) return true;
  return varietiesOf(language).some((x) => x.code === variety);
}

export const VARIETY_MISMATCH_MESSAGE = 'The regional variety must belong to the target language';

export const GENDERS = ['feminine', 'masculine', 'unspecified'] as const;
export type Gender = (typeof GENDERS)[number];

export const GENDER_LABELS: Readonly<Record<Gender, string>> = {
  feminine: 'Feminine',
  masculine: 'Masculine',
  unspecified: 'Prefer not to say',
};
