import { LogOut, UserRound } from 'lucide-react';
import { Avatar, DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/use-t';
import { loadAuthClient } from '../lib/load-auth-client';
import { useMe } from '../lib/me';
import { initials } from './initials';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-900 dark:text-slate-200 dark:data-[highlighted]:bg-indigo-950 dark:data-[highlighted]:text-indigo-100';

/** The account menu: avatar with initials, opening 'Profile Settings' and 'Sign out'. */
export function AvatarMenu({ side }: { side: 'right' | 'top' }) {
  const navigate = useNavigate();
  const me = useMe();
  const { t } = useT();
  const name = me.data?.display_name;
  const email = me.data?.email;

  async function signOut() {
    await (await loadAuthClient()).signOut();
    await navigate('/', { replace: true });
  }

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('menu.account')}
        className="rounded-full p-0.5 ring-offset-2 hover:ring-2 hover:ring-indigo-300 dark:ring-offset-slate-900"
      >
        <Avatar.Root className="flex size-10 items-center justify-center overflow-hidden rounded-full bg-indigo-100 dark:bg-indigo-900">
          <Avatar.Fallback className="text-sm font-semibold text-indigo-700 dark:text-indigo-200">
            {initials(name, email)}
          </Avatar.Fallback>
        </Avatar.Root>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side={side}
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate text-sm font-medium text-slate-900 dark:text-white">
              {name || t('menu.yourAccount')}
            </span>
            {email && (
              <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{email}</span>
            )}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/profile')}>
            <UserRound aria-hidden className="size-4" />
            {t('menu.profileSettings')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            <LogOut aria-hidden className="size-4" />
            {t('menu.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
