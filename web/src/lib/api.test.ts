import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import es from '../i18n/catalogs/es.json';
import { applyCatalog } from '../i18n/runtime';
import { ANSWER_NOT_UNDERSTOOD, ApiError, apiFetch, apiFetchParsed, waitText } from './api';

describe('apiFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("throws the server's detail text", async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ detail: 'content: must not be blank' }), { status: 400 }),
    );
    await expect(apiFetch('/x')).rejects.toEqual(new ApiError('content: must not be blank', 400));
  });

  it('falls back to the given text when the body has no detail', async () => {
    vi.stubGlobal('fetch', async () => new Response('oops', { status: 502 }));
    await expect(apiFetch('/x', { fallback: 'Failed to save journal entry' })).rejects.toThrow(
      'Failed to save journal entry',
    );
  });

  it('words a failure without detail or fallback in the interface language', async () => {
    vi.stubGlobal('fetch', async () => new Response('oops', { status: 502 }));
    await expect(apiFetch('/x')).rejects.toEqual(new ApiError('Request failed (502)', 502));
    applyCatalog('es', es);
    try {
      await expect(apiFetch('/x')).rejects.toEqual(new ApiError('La solicitud ha fallado (502)', 502));
    } finally {
      applyCatalog('en', {});
    }
  });
});

describe('apiFetch over a quota', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds the time to retry from Retry-After to the server’s message', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ detail: 'You can analyse at most 20 journal entries per hour.' }), {
          status: 429,
          headers: { 'retry-after': '600' },
        }),
    );
    const error = await apiFetch('/x', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      retryAfterSeconds: 600,
      message: 'You can analyse at most 20 journal entries per hour. Try again in 10 minutes.',
    });
  });

  it('says "later" when no Retry-After came', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 429 }));
    await expect(apiFetch('/x', { method: 'POST' })).rejects.toThrow(
      'You have reached your usage limit for now. Please try again later.',
    );
  });
});

describe('apiFetchParsed', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const answer = z.object({ id: z.string(), count: z.number() });

  it("answers what the contract's schema makes of the body", async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ id: 'a', count: 2, extra: true })));
    await expect(apiFetchParsed('/x', answer)).resolves.toEqual({ id: 'a', count: 2 });
  });

  it('turns an answer off the contract into a plain ApiError and logs the details', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ id: 7 })));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await apiFetchParsed('/x', answer).catch((e: unknown) => e);
    expect(error).toEqual(new ApiError(ANSWER_NOT_UNDERSTOOD, 0));
    expect(ANSWER_NOT_UNDERSTOOD).toBe("The server's answer was not understood");
    expect(log).toHaveBeenCalledWith(
      'Unexpected API answer from /x',
      expect.arrayContaining([
        expect.objectContaining({ path: ['id'] }),
        expect.objectContaining({ path: ['count'] }),
      ]),
    );
  });

  it('keeps the failure of the call itself', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ detail: 'No such entry' }), { status: 404 }),
    );
    await expect(apiFetchParsed('/x', answer)).rejects.toEqual(new ApiError('No such entry', 404));
  });
});

describe('waitText', () => {
  it('rounds up to seconds, minutes or hours', () => {
    expect(waitText(1)).toBe('in 1 second');
    expect(waitText(15)).toBe('in 15 seconds');
    expect(waitText(61)).toBe('in 2 minutes');
    expect(waitText(3600)).toBe('in 1 hour');
    expect(waitText(86_000)).toBe('in 24 hours');
  });
});

describe('coded errors in the interface language (issue 26)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    applyCatalog('en', {});
  });
  const answer = (body: object, status: number, headers: Record<string, string> = {}) =>
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status, headers }));
  const dayTaken = {
    detail: 'You already have a journal entry for this day…',
    code: 'journal.day_has_entry',
  };

  it('words a known code from the Spanish catalog, with its values and the wait', async () => {
    applyCatalog('es', es);
    answer(dayTaken, 409);
    await expect(apiFetch('/x', { method: 'POST' })).rejects.toThrow(/^Ya tienes una entrada de diario/);
    answer(
      {
        detail: 'You can analyse at most 1 journal entries per hour.',
        code: 'quota.assessments_per_hour',
        params: { limit: 1 },
      },
      429,
      { 'retry-after': '90' },
    );
    await expect(apiFetch('/x', { method: 'POST' })).rejects.toThrow(
      'Puedes analizar como máximo 1 entrada por hora. Vuelve a intentarlo dentro de 2 minutos.',
    );
  });

  it('puts the call’s catalog fallback before an uncoded English detail outside English', async () => {
    applyCatalog('es', es);
    answer({ detail: 'content: must not be blank', code: 'bad_request' }, 400);
    await expect(apiFetch('/x', { fallback: es['apiError.deck.addWord'] })).rejects.toThrow(
      'No se pudo añadir la palabra',
    );
    answer({ detail: 'Too many requests' }, 429);
    await expect(apiFetch('/x', { fallback: es['apiError.deck.addWord'] })).rejects.toThrow(/^Has alcanzado/);
    applyCatalog('en', {});
    answer({ detail: 'content: must not be blank', code: 'bad_request' }, 400);
    await expect(apiFetch('/x', { fallback: 'Failed to add the word' })).rejects.toThrow(
      'content: must not be blank',
    );
  });

  it('keeps the detail for an unknown code, and in English for a general code', async () => {
    applyCatalog('es', es);
    answer({ detail: 'content: must not be blank', code: 'bad_request' }, 400);
    await expect(apiFetch('/x')).rejects.toThrow('content: must not be blank');
    answer({ detail: 'Card changed', code: 'conflict' }, 409);
    await expect(apiFetch('/x')).rejects.toThrow(/^Esto se ha cambiado en otro sitio/);
    applyCatalog('en', {});
    await expect(apiFetch('/x')).rejects.toThrow('Card changed');
  });

  it('words a specific code in English from the catalog, the server’s text word for word', async () => {
    answer(dayTaken, 409);
    await expect(apiFetch('/x', { method: 'POST' })).rejects.toThrow(
      'You already have a journal entry for this day (saved from another tab or device). Your text was not saved; open that entry to continue it.',
    );
  });
});
