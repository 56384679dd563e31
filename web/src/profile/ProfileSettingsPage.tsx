import type { UserProfile } from '@inkwell/contract';
import { useEffect, useState, type ComponentType, type FormEvent } from 'react';
import { useMe, useUpdateMe } from '../lib/me';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { PageHeader } from '../ui/PageHeader';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
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

  useEffect(() => {
    if (savedAt === null) return;
    const timer = setTimeout(() => setSavedAt(null), SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [savedAt]);

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title="Profile Settings"
        description="Your name and the languages Inkwell uses for feedback."
      />
      {me.isPending && <Spinner label="Loading profile…" visible />}
      {me.isError && <Alert tone="error">Failed to fetch user profile. {me.error.message}</Alert>}
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
          <Alert tone="success">Saved! Your profile has been updated.</Alert>
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
  const update = useUpdateMe('Failed to update profile');
  const changed = hasChanges(form, profile);

  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = validateSettings(form);
    setError(problem);
    if (problem) return;
    update.mutate(settingsPayload(form), {
      onSuccess: onSaved,
      onError: (err) => setError(err.message || 'Failed to update profile'),
    });
  }

  return (
    <Card>
      <form onSubmit={submit} noValidate className="space-y-5">
        <TextField
          label="Display name"
          autoComplete="name"
          maxLength={80}
          value={form.displayName}
          onChange={(e) => setForm({ ...form, displayName: e.target.value })}
        />
        <LanguageSelect
          label="Native language"
          clearable
          value={form.nativeLanguage}
          onChange={(nativeLanguage) => setForm({ ...form, nativeLanguage })}
        />
        <LanguageSelect
          label="Target language"
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
        <TextField label="Email" value={profile.email || 'Not provided'} readOnly disabled />
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex justify-end pt-2">
          <Button type="submit" disabled={!changed || update.isPending}>
            {update.isPending ? 'Saving…' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
