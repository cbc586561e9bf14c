import { useMemo } from 'react';
import { withCdn } from '../../domain/cdn.ts';
import { useSystemStatus } from '../app/actors.ts';

/** An asset path on one of the server's image CDNs, picked once per image (not per render, so it is fetched once). */
export function useCdnSrc(assetPath: string): string {
  const cdns = useSystemStatus((s) => s.context.status?.info.imageCDNs);
  return useMemo(() => withCdn(assetPath, cdns ?? []), [assetPath, cdns]);
}
