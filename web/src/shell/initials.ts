const letters = (word: string, count: number) => Array.from(word).slice(0, count).join('');

/**
 * Avatar initials: the first letter of the first and last word of the display name; otherwise
 * the first two letters of the name; otherwise the first two letters of the email's local part; else 'U'.
 */
export function initials(displayName?: string | null, email?: string | null): string {
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return (letters(words[0]!, 1) + letters(words.at(-1)!, 1)).toUpperCase();
  if (words.length === 1) return letters(words[0]!, 2).toUpperCase();
  const local = (email ?? '').split('@')[0]?.trim() ?? '';
  if (local) return letters(local, 2).toUpperCase();
  return 'U';
}
