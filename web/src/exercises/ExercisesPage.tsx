import { Dumbbell } from 'lucide-react';
import { EmptyState } from '../ui/EmptyState';
import { PageHeader } from '../ui/PageHeader';
import { StatCounters } from '../ui/StatCounters';

/** Exercise sessions. Sessions are generated from deck concepts; until then the list is empty. */
export default function ExercisesPage() {
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Exercises" description="Practice sessions built from the concepts in your deck." />
      <StatCounters
        stats={[
          { label: 'Total', value: 0 },
          { label: 'Completed', value: 0 },
          { label: 'In Progress', value: 0 },
        ]}
      />
      <EmptyState icon={Dumbbell} text="No exercises yet. Create your first exercise to get started!" />
    </div>
  );
}
