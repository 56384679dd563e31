import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A catalog message as the formatter takes it: ICU source text, or its syntax tree parsed beforehand. */
export type CompiledMessage = string | MessageFormatElement[];

/**
 * Parses every message of a catalog into the syntax tree FormatJS formats from, so the browser needs no
 * ICU parser (decision 314: the build ships catalogs in this form). Parsed as the formatter would parse
 * them at run time (tags on, no locale: no message uses a date skeleton). An empty message stays empty,
 * so it still falls back to English as before.
 */
export function compileCatalog(catalog: Record<string, string>): Record<string, CompiledMessage> {
  return Object.fromEntries(
    Object.entries(catalog).map(([key, message]) => [key, message === '' ? '' : parse(message)]),
  );
}
