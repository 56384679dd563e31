import { progressResponse, type ProgressRange } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetchParsed } from '../lib/api';
import { browserTimeZone } from '../lib/time-zone';

/** The learner's figures over a range, counted on the browser's local days. */
export function useLearnerProgress(range: ProgressRange) {
  const zone = browserTimeZone();
  return useQuery({
    queryKey: ['progress', range, zone],
    queryFn: () =>
      apiFetchParsed(
        `/progress?range=${range}${zone ? `&time_zone=${encodeURIComponent(zone)}` : ''}`,
        progressResponse,
      ),
  });
}
