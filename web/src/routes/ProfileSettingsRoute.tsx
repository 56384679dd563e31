import { AccountSecurity } from '../auth/AccountSecurity';
import ProfileSettingsPage from '../profile/ProfileSettingsPage';
import { YourData } from '../portability/YourData';
import { WritingPromptsSetting } from '../prompts/WritingPromptsSetting';

/** The writing-prompts switch, then the sign-in details. */
function PromptsAndAccount({ email }: { email: string }) {
  return (
    <>
      <WritingPromptsSetting />
      <AccountSecurity email={email} />
    </>
  );
}

/**
 * Profile Settings with the sign-in details (password, email address) and the learner's data section
 * (export, import, account deletion) composed in.
 */
export default function ProfileSettingsRoute() {
  return <ProfileSettingsPage accountSection={PromptsAndAccount} dataSection={YourData} />;
}
