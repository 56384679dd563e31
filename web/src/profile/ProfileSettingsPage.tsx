import type { UserProfile } from '@inkwell/contract';
import { useEffect, useState, type ComponentType, type FormEvent } from 'react';
import { useT } from '../i18n/use-t';
import { useMe, useUpdateMe } from '../lib/me';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { PageHeader } from '../ui/PageHeader';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { InterfaceLanguageSelect } from './InterfaceLanguageSelect';
import { LanguageSelect } from './LanguageSelect';
import { MailSettings } from './MailSettings';
import { VarietyGenderFields } from './VarietyGenderFields';
import { formFromProfile, hasChanges, settingsPayload, validateSettings } from './settings-form';

const SAVED_MESSAGE_MS = 3000;

/**
 * Profile Settings ('/profile'). `accountSection` (sign-in details: password and email address) and
 * `dataSection` (the learner's data: export, import, account deletion) are the parts below the form that
 * other features own, composed in by web/src/routes/ProfileSettingsRoute.tsx.
 */
export default function ProfileSettingsPage({
  accountSection: AccountSection,
  dataSection: DataSection,
}: {
  accountSection?: ComponentType<{ email: string }>;
  dataSection?: ComponentType<{ email: string }>;
}) {
  const me = useMe();
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [saves, setSaves] = useState(0);
  const { t } = useT();

  useEffect(() => {
    if (savedAt === null) return;
    const timer = setTimeout(() => setSavedAt(null), SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [savedAt]);

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      {me.isPending && <Spinner label={t('profile.loading')} visible />}
      {me.isError && <Alert tone="error">{t('profile.loadFailed', { message: me.error.message })}</Alert>}
      {me.data && (
        // Re-created after each save so the form starts from the stored profile again.
        <SettingsForm
          key={saves}
          profile={me.data}
          onSaved={() => {
            setSaves((n) => n + 1);
            setSavedAt(Date.now());
          }}
        />
      )}
      {savedAt !== null && (
        <div className="mt-4">
          <Alert tone="success">{t('profile.saved')}</Alert>
        </div>
      )}
      {me.data && (
        <div className="mt-6">
          <Card>
            <InterfaceLanguageSelect />
          </Card>
        </div>
      )}
      {me.data && <MailSettings />}
      {me.data && AccountSection && <AccountSection email={me.data.email ?? ''} />}
      {me.data && DataSection && <DataSection email={me.data.email ?? ''} />}
    </div>
  );
}

function SettingsForm({ profile, onSaved }: { profile: UserProfile; onSaved: () => void }) {
  const [form, setForm] = useState(() => formFromProfile(profile));
  const [error, setError] = useState<string | null>(null);
  const { t } = useT();
  const update = useUpdateMe(t('profile.updateFailed'));
  const changed = hasChanges(form, profile);

  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = validateSettings(form);
    setError(problem);
    if (problem) return;
    update.mutate(settingsPayload(form), {
      onSuccess: onSaved,
      onError: (err) => setError(err.message || t('profile.updateFailed')),
    });
  }

  return (
    <Card>
      <form onSubmit={submit} noValidate className="space-y-5">
        <TextField
          label={t('profile.displayName')}
          autoComplete="name"
          maxLength={80}
          value={form.displayName}
          onChange={(e) => setForm({ ...form, displayName: e.target.value })}
        />
        <LanguageSelect
          label={t('profile.nativeLanguage')}
          clearable
          value={form.nativeLanguage}
          onChange={(nativeLanguage) => setForm({ ...form, nativeLanguage })}
        />
        <LanguageSelect
          label={t('profile.targetLanguage')}
          clearable
          value={form.targetLanguage}
          onChange={(targetLanguage) => setForm({ ...form, targetLanguage })}
        />
        <VarietyGenderFields
          targetLanguage={form.targetLanguage}
          variety={form.variety}
          gender={form.gender}
          onVariety={(variety) => setForm({ ...form, variety })}
          onGender={(gender) => setForm({ ...form, gender })}
        />
        <TextField
          label={t('profile.email')}
          value={profile.email || t('profile.emailMissing')}
          readOnly
          disabled
        />
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex justify-end pt-2">
          <Button type="submit" disabled={!changed || update.isPending}>
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
