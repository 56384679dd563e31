import { Link } from 'react-router';
import { useT } from '../i18n/use-t';
import { PageHeader } from '../ui/PageHeader';

export default function NotFoundPage() {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('notFound.title')} description={t('notFound.text')} />
      <Link to="/" className="text-indigo-600 underline-offset-4 hover:underline dark:text-indigo-400">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
