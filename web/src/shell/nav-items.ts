import {
  BookOpen,
  ChartLine,
  Dumbbell,
  GraduationCap,
  House,
  Languages,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  /** A shorter text for the narrow bottom bar, where five labels share 390 px (the name stays `label`). */
  short?: string;
  icon: LucideIcon;
  /** Match the path exactly (home would otherwise match everything). */
  end?: boolean;
}

/** The main sections of the app shell. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'Home', icon: House, end: true },
  { to: '/journals', label: 'My Journals', short: 'Journals', icon: BookOpen },
  { to: '/exercises', label: 'Exercises', icon: Dumbbell },
  { to: '/vocab', label: 'Vocab', icon: Languages },
  { to: '/grammar', label: 'Grammar', icon: GraduationCap },
  { to: '/progress', label: 'Progress', icon: ChartLine },
];
