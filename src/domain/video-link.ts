// The home video (docs/product.md §2 Home, §5): "Video links must contain {host}, otherwise nothing shows; watch and shorts
// links are converted to embed links with autoplay off." We read {host} as the configured list of accepted hosts
// and require it as the URL's exact host (a substring test would pass youtube.com.evil.example). A link we cannot
// turn into a YouTube embed gives null: the area stays empty and the caller logs the link (docs/product.md §8).
export const DEFAULT_VIDEO_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be'] as const;

// The accepted list can only narrow YouTube's own hosts: the link shapes below are YouTube's.
const isYouTubeHost = (host: string) => host === 'youtu.be' || host === 'youtube.com' || host.endsWith('.youtube.com');

/** YouTube video ids are 11 characters of the URL-safe base64 alphabet. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export const embedUrl = (id: string) => `https://www.youtube.com/embed/${id}?autoplay=0`;

function parse(link: string): URL | null {
  try {
    return new URL(link.trim());
  } catch {
    return null;
  }
}

/** The id of a watch, youtu.be, shorts or (already) embed link; null for any other shape. */
function videoId(url: URL): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'youtu.be') return segments.length === 1 ? (segments[0] ?? null) : null;
  if (segments.length === 1 && segments[0] === 'watch') return url.searchParams.get('v');
  if (segments.length === 2 && (segments[0] === 'shorts' || segments[0] === 'embed')) return segments[1] ?? null;
  return null;
}

/** The embed URL for a video link, or null when the link is not an https link to an accepted host with a valid id. */
export function toVideoEmbed(link: string, hosts: readonly string[] = DEFAULT_VIDEO_HOSTS): string | null {
  const url = parse(link);
  if (!url || url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  if (!isYouTubeHost(url.hostname) || !hosts.some((host) => host.toLowerCase() === url.hostname)) return null;
  const id = videoId(url);
  return id && VIDEO_ID.test(id) ? embedUrl(id) : null;
}
