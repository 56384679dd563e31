import { AccountSecurity } from '../auth/AccountSecurity';
import ProfileSettingsPage from '../profile/ProfileSettingsPage';
import { YourData } from '../portability/YourData';

/**
 * Profile Settings with the sign-in details (password, email address) and the learner's data section
 * (export, import, account deletion) composed in.
 */
export default function ProfileSettingsRoute() {
  return <ProfileSettingsPage accountSection={AccountSecurity} dataSection={YourData} />;
}
