// Whether the signed-in page's live updates are paused (livePaused), kept outside React: the live wiring's chunk
// sets it from its actor, the header's notice (live-notice.tsx) reads it. A store of one flag rather than the actor
// itself, so the header's chunk does not carry the actor's code.
let paused = false;
const listeners = new Set<() => void>();

export function setLivePaused(next: boolean): void {
  if (next === paused) return;
  paused = next;
  listeners.forEach((listener) => listener());
}

export function subscribeLivePaused(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isLivePaused = (): boolean => paused;
