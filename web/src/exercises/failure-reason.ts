import type { SessionStatusInfo } from '@inkwell/contract';
import { codedSentence } from '../i18n/coded-text';
import { currentIntl, t } from '../i18n/runtime';

/**
 * Why a session failed, in the interface language: from the reason's code (decision 305). A reason
 * without a known code (an older server) shows as the server wrote it in English, and as a general
 * catalog sentence in any other language, so no English sentence appears in a translated interface.
 */
export function failureReasonText(
  info: Pick<SessionStatusInfo, 'failure_reason' | 'failure_reason_coded'>,
): string | null {
  const text = info.failure_reason;
  const coded = info.failure_reason_coded;
  if (coded && `sessionFailure.${coded.code}` in currentIntl().messages)
    return codedSentence('sessionFailure', coded, text ?? '');
  if (!text) return null;
  return currentIntl().locale === 'en' ? text : t('sessionFailure.unknown');
}
