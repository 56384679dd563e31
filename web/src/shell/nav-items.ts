import {
  BookOpen,
  ChartLine,
  Dumbbell,
  GraduationCap,
  House,
  Languages,
  type LucideIcon,
} from 'lucide-react';
import type { MessageKey } from '../i18n/runtime';

export interface NavItem {
  to: string;
  label: MessageKey;
  /** A shorter text for the narrow bottom bar, where five labels share 390 px (the name stays `label`). */
  short?: MessageKey;
  icon: LucideIcon;
  /** Match the path exactly (home would otherwise match everything). */
  end?: boolean;
}

/** The main sections of the app shell; labels are catalog keys (English: 'Home', 'My Journals', …). */
export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'nav.home', icon: House, end: true },
  { to: '/journals', label: 'nav.journals', short: 'nav.journals.short', icon: BookOpen },
  { to: '/exercises', label: 'nav.exercises', icon: Dumbbell },
  { to: '/vocab', label: 'nav.vocab', icon: Languages },
  { to: '/grammar', label: 'nav.grammar', icon: GraduationCap },
  { to: '/progress', label: 'nav.progress', icon: ChartLine },
];
