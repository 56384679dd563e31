import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors.js';

const withCode = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('isDatabaseUnavailable', () => {
  it('recognises lost and refused connections', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(
      isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('database is locked', 'SQLITE_BUSY'))).toBe(true);
  });
  it('leaves other failures alone', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});
