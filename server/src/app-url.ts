/** Addresses that mean "every interface": no browser can open them, so links name this machine instead. */
const ANY_INTERFACE = new Set(['0.0.0.0', '::', '[::]', '*']);

/**
 * The origin mail links use when APP_URL is unset: where the server listens, as a browser on this machine
 * reaches it. HOST=127.0.0.1 stays 127.0.0.1 (a session opened on another origin is not seen by this
 * one); an any-interface HOST becomes localhost; a bare IPv6 address is bracketed.
 */
export function defaultAppUrl(host: string, port: number): string {
  const name = ANY_INTERFACE.has(host)
    ? 'localhost'
    : host.includes(':') && !host.startsWith('[')
      ? `[${host}]`
      : host;
  return `http://${name}:${port}`;
}
