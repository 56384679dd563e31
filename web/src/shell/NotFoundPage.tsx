import { Link } from 'react-router';
import { PageHeader } from '../ui/PageHeader';

export default function NotFoundPage() {
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Page not found" description="There is nothing at this address." />
      <Link to="/" className="text-indigo-600 underline-offset-4 hover:underline dark:text-indigo-400">
        Go to your journal
      </Link>
    </div>
  );
}
