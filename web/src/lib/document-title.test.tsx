import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import de from '../i18n/catalogs/de.json';
import en from '../i18n/catalogs/en.json';
import es from '../i18n/catalogs/es.json';
import fr from '../i18n/catalogs/fr.json';
import it_ from '../i18n/catalogs/it.json';
import pt from '../i18n/catalogs/pt.json';
import { ROUTES } from '../route-table';
import { APP_NAME, documentTitle, routeTitleKey, useDocumentTitle } from './document-title';

afterEach(cleanup);

function Titled({ screen }: { screen: string }) {
  useDocumentTitle(screen);
  return null;
}

describe('document title', () => {
  it('names the screen first, then the product', () => {
    expect(documentTitle('Inicio')).toBe('Inicio · Inkwell');
    expect(documentTitle('')).toBe(APP_NAME);
  });

  it('has a screen title for every route in every catalog', () => {
    for (const catalog of [en, es, fr, de, pt, it_])
      for (const { id } of ROUTES) expect(catalog[routeTitleKey(id)], id).toBeTruthy();
    expect(en[routeTitleKey('notFound')]).toBe('Page not found');
    expect(es[routeTitleKey('home')]).toBe('Inicio');
  });

  it('sets the tab title while the page is open, follows a new title and restores the name after', () => {
    const { rerender, unmount } = render(<Titled screen="Inicio" />);
    expect(document.title).toBe('Inicio · Inkwell');
    rerender(<Titled screen="Accueil" />);
    expect(document.title).toBe('Accueil · Inkwell');
    unmount();
    expect(document.title).toBe('Inkwell');
  });
});
