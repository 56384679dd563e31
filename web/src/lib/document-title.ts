import { useEffect } from 'react';
import type { MessageKey } from '../i18n/runtime';

/** The tab's title outside any page (index.html, the auth card): the product's name, in every language. */
export const APP_NAME = 'Inkwell';

/** The catalog key of a route's screen title; the not-found page says so rather than 'Page'. */
export function routeTitleKey(routeId: string): MessageKey {
  return (routeId === 'notFound' ? 'notFound.title' : `route.${routeId}`) as MessageKey;
}

/** 'Inicio · Inkwell': the screen first, so a row of tabs still tells them apart. */
export function documentTitle(screen: string): string {
  return screen ? `${screen} · ${APP_NAME}` : APP_NAME;
}

/** Shows `screen` (already in the interface language) in the tab while the page is open. */
export function useDocumentTitle(screen: string): void {
  useEffect(() => {
    document.title = documentTitle(screen);
    return () => {
      document.title = APP_NAME;
    };
  }, [screen]);
}
