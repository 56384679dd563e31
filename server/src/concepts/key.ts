/**
 * The key a concept is known by: the word or title in NFC, trimmed, inner spaces collapsed, lower case.
 * "Manzana", " manzana " and "MANZANA" are one concept; adding it again adds nothing.
 */
export function conceptKey(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('und');
}
