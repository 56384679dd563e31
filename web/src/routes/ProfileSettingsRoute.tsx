import ProfileSettingsPage from '../profile/ProfileSettingsPage';
import { YourData } from '../portability/YourData';

/** Profile Settings with the learner's data section (export, import, account deletion) composed in. */
export default function ProfileSettingsRoute() {
  return <ProfileSettingsPage dataSection={YourData} />;
}
