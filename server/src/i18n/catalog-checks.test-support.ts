import { IntlMessageFormat } from 'intl-messageformat';
import { expect } from 'vitest';

type Ast = ReturnType<IntlMessageFormat['getAst']>;

function argumentsOf(ast: Ast, into: Set<string>): Set<string> {
  for (const el of ast) {
    if (!('value' in el) || el.type === 0) continue; // literals
    into.add(el.value);
    if ('options' in el) for (const option of Object.values(el.options)) argumentsOf(option.value, into);
  }
  return into;
}

/** The argument names a message uses (placeholders, plural and select variables), sorted. */
export const messageArguments = (message: string, locale: string) =>
  [...argumentsOf(new IntlMessageFormat(message, locale).getAst(), new Set())].sort();

/** A catalog holds every English key, no other, each with the English message's arguments. */
export function expectMirrorsEnglish(
  language: string,
  catalog: Record<string, string>,
  english: Record<string, string>,
): void {
  expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
  for (const [key, message] of Object.entries(english))
    expect(messageArguments(catalog[key]!, language), `${language} ${key}`).toEqual(
      messageArguments(message, 'en'),
    );
}
