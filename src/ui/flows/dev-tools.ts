// Whether the site offers its developer tools (the flow viewer at /flows, and the publisher that feeds it from every
// tab) and whether the Stately inspector is asked for, decided once as the entry loads; and the loader of the chunk
// they come in (inspection.tsx), shared by the composition root (the observers) and the router (the /flows page).

/**
 * On in development builds and on a demo server: the status the page arrived with says `"demoMode":true`
 * (info.demoMode; in that JSON text a quote inside a string is escaped, so only the field itself reads so). Read
 * before the first status check takes the block. Elsewhere nothing of the tools ever loads.
 */
export const devTools = import.meta.env.DEV || /"demoMode":true/.test(document.getElementById('boot-status')?.textContent ?? '');

/** The Stately inspector (?inspect, or VITE_INSPECT=1 at build time); it needs the stately.ai site. */
export const statelyInspector = new URLSearchParams(location.search).has('inspect') || import.meta.env.VITE_INSPECT === '1';

/** The chunk: its startInspection for the observers, its default export the /flows page. */
export const loadInspection = () => import('./inspection.tsx');
