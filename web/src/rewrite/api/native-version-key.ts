/** The cached native-like version of one text of an entry: a new version of the entry asks again. */
export const nativeVersionKey = (entryId: string, entryVersion: number) =>
  ['rewrite', 'native-version', entryId, entryVersion] as const;

export const nativeVersionPath = (entryId: string) =>
  `/documents/journal/${encodeURIComponent(entryId)}/native-version`;
