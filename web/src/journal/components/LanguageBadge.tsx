import { languageName } from '@inkwell/contract';
import { Badge } from './Badge';

/** The entry's target language by name (the code as a tooltip), or 'N/A' when none was set. */
export function LanguageBadge({ code }: { code: string | null }) {
  if (!code) return <Badge title="Target language">N/A</Badge>;
  return (
    <Badge tone="indigo" title={`Target language (${code})`}>
      {languageName(code) ?? code}
    </Badge>
  );
}
