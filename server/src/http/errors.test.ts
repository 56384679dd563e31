import { describe, expect, it } from 'vitest';
import { codedError, codeOfStatus, errorAnswer, HttpError, isDatabaseUnavailable } from './errors.js';

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

describe('error codes (issue 26)', () => {
  it('gives an error without its own code the general code of its status', () => {
    expect([400, 401, 403, 404, 409, 413, 422, 429, 500, 503].map(codeOfStatus)).toEqual([
      'bad_request',
      'unauthorized',
      'forbidden',
      'not_found',
      'conflict',
      'too_large',
      'bad_request',
      'rate_limited',
      'internal',
      'unavailable',
    ]);
    expect(new HttpError(409, 'Changed').code).toBe('conflict');
  });
  it('answers the code and its values beside the English detail, and no params when there are none', () => {
    const quota = codedError(429, 'quota.model_calls', 'Used up', { limit: 5 });
    expect(errorAnswer(quota.message, quota.code, quota.params)).toEqual({
      detail: 'Used up',
      code: 'quota.model_calls',
      params: { limit: 5 },
    });
    expect(errorAnswer('Gone', 'not_found')).toEqual({ detail: 'Gone', code: 'not_found' });
  });
});
