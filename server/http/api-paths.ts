// Which paths are the platform's JSON API (docs/architecture.md §4): /wps, /lgw and the lottery's /lotto/lgw. They
// carry the platform headers and the API's data-only security headers; anything else is a page or a file.
const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/lgw/'];

export const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));
