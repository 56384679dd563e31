import { describe, expect, it } from 'vitest';
import { runsNear } from './runs-near.js';

const run = (first_day: string, last_day: string) => ({ first_day, last_day });

describe('runsNear', () => {
  it('finds the run holding the day', () => {
    const r = runsNear([run('2030-01-05', '2030-01-09'), run('2030-01-01', '2030-01-02')], '2030-01-07');
    expect(r).toEqual({ holding: run('2030-01-05', '2030-01-09'), before: undefined, after: undefined });
  });

  it('finds the runs either side of a free day, across a month end', () => {
    const r = runsNear([run('2030-02-01', '2030-02-03'), run('2030-01-20', '2030-01-30')], '2030-01-31');
    expect(r).toEqual({
      holding: undefined,
      before: run('2030-01-20', '2030-01-30'),
      after: run('2030-02-01', '2030-02-03'),
    });
  });

  it('ignores runs a day or more apart', () => {
    expect(runsNear([run('2030-01-01', '2030-01-03')], '2030-01-05')).toEqual({
      holding: undefined,
      before: undefined,
      after: undefined,
    });
  });
});
