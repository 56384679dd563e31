import { localLanguageName } from '../../i18n/language-name';
import { useT } from '../../i18n/use-t';
import { Badge } from './Badge';

/** The entry's target language by name (the code as a tooltip), or 'N/A' when none was set. */
export function LanguageBadge({ code }: { code: string | null }) {
  const { t, locale } = useT();
  if (!code) return <Badge title={t('journal.targetLanguage')}>{t('journal.notApplicable')}</Badge>;
  return (
    <Badge tone="indigo" title={t('journal.targetLanguageCode', { code })}>
      {localLanguageName(code, locale)}
    </Badge>
  );
}
