import type { LucideIcon } from 'lucide-react';

export function EmptyState({ icon: Icon, text }: { icon: LucideIcon; text: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
      <Icon aria-hidden className="mb-4 size-10 text-slate-500 dark:text-slate-400" />
      <p className="max-w-sm text-slate-600 dark:text-slate-400">{text}</p>
    </div>
  );
}
