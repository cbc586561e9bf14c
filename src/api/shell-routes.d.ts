// The routes of the calls the entry makes, which vite.config.ts serves (see shell-calls.ts).
declare module 'virtual:shell-routes' {
  const routes: Readonly<Record<import('./shell-calls.ts').ShellCall, import('../../contract/routes.ts').Route>>;
  export default routes;
}
