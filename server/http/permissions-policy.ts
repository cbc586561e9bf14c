// Permissions-Policy of every answer: the site uses no camera, microphone, location, payment API or USB device,
// so none of its pages nor anything they frame may ask for them. Fullscreen stays for the framed games (on this
// origin or a launch CDN) and the home page's video.
import type { Config } from '../config.ts';

const originOf = (base: string): string | null => {
  try {
    return new URL(base).origin;
  } catch {
    return null;
  }
};

export function permissionsPolicy(config: Pick<Config, 'launchGameCDNs'>): string {
  const framed = ['https://www.youtube.com', ...config.launchGameCDNs.map(originOf).filter((o): o is string => o !== null)];
  const fullscreen = ['self', ...[...new Set(framed)].map((o) => `"${o}"`)].join(' ');
  return ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', `fullscreen=(${fullscreen})`].join(', ');
}
