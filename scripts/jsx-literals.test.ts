import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsxLiterals } from './jsx-literals';
import { NOT_YET_TRANSLATED } from './jsx-literals-allow';

const root = join(import.meta.dirname, '..');
/** The web's components (tests and test helpers aside), as paths from the repository root. */
const components = readdirSync(join(root, 'web/src'), { recursive: true, encoding: 'utf8' })
  .map((f) => `web/src/${f.split('\\').join('/')}`)
  .filter((f) => f.endsWith('.tsx') && !/\.test\.tsx$|\/test\/|test-support\.tsx$/.test(f))
  .sort();

describe('jsxLiterals', () => {
  it('finds text between tags, strings in children and read attributes', () => {
    const source = `export const A = () => (
      <div className="p-2" data-testid="x">
        <h1 title="Your title">Welcome back</h1>
        {busy ? 'Saving…' : t('profile.save')}
        <input aria-label={'Search'} placeholder={\`Find \${n}\`} type="text" />
        {' '}·{count}
      </div>
    );`;
    expect(jsxLiterals(source).map((l) => l.text)).toEqual([
      'Your title',
      'Welcome back',
      'Saving…',
      'Search',
      'Find',
    ]);
  });

  it('finds text in JSX built inside a call, such as a list’s map, but not the call’s own arguments', () => {
    const source = `export const A = ({ items }) => (
      <ul>{items.map((i) => <li key={i} title={t('x.y')}>Entry of {i} deleted.</li>)}</ul>
    );`;
    expect(jsxLiterals(source).map((l) => l.text)).toEqual(['Entry of', 'deleted.']);
  });

  it('leaves translated text, class names, ids and punctuation alone', () => {
    const source = `export const A = () => <p className="text-sm" id="a-b">{t('nav.home')}{' '}{n}%</p>;`;
    expect(jsxLiterals(source)).toEqual([]);
  });
});

describe('user-visible text in the web’s JSX (issue 26)', () => {
  it('comes from the catalogs in every converted component', () => {
    const offending = components
      .filter((f) => !NOT_YET_TRANSLATED.includes(f))
      .flatMap((f) =>
        jsxLiterals(readFileSync(join(root, f), 'utf8'), f).map((l) => `${f}:${l.line} ${l.text}`),
      );
    expect(offending).toEqual([]);
  });

  it('lists only files that still hold literals, so the list shrinks as files are converted', () => {
    const done = NOT_YET_TRANSLATED.filter(
      (f) => !components.includes(f) || jsxLiterals(readFileSync(join(root, f), 'utf8'), f).length === 0,
    );
    expect(done).toEqual([]);
  });
});
