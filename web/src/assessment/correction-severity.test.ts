import { describe, expect, it } from 'vitest';
import { severityLabel } from './correction-severity';

describe('severityLabel', () => {
  it('names each severity of the contract', () => {
    expect(severityLabel('minor')).toBe('Minor');
    expect(severityLabel('major')).toBe('Major');
  });

  it('shows nothing for a missing or unknown severity', () => {
    expect(severityLabel(null)).toBeNull();
    expect(severityLabel(undefined)).toBeNull();
    expect(severityLabel('')).toBeNull();
    expect(severityLabel('critical')).toBeNull();
    expect(severityLabel('toString')).toBeNull();
  });
});
