// The last walks of the statecharts through the site, as the demo server keeps them (server/flows/site-coverage-routes.ts):
// a developer tool's read, outside the call table.
import { queryOptions } from '@tanstack/react-query';

export interface SiteCoverage {
  /** When the walk ran (ISO). */
  at: string;
  paths: number;
  states: { reached: number; total: number; missed: string[] };
  transitions: { reached: number; total: number; missed: string[] };
}

export const siteCoverageQuery = () =>
  queryOptions({
    queryKey: ['flows', 'site-coverage'],
    queryFn: async (): Promise<Record<string, SiteCoverage>> => {
      const response = await fetch('/dev/site-coverage');
      if (!response.ok) return {};
      return (await response.json()).value ?? {};
    },
    staleTime: 0,
  });
