// Whether a placeholder has come near the screen: what lies below the fold loads only then, so a visitor who does not
// scroll downloads none of it (the home route's JavaScript budget, docs/architecture.md §8, counts every chunk a
// browser loads before the network is idle). Near means within `rootMargin` of the viewport, which a screen tall
// enough to show the placeholder at load already is. The first key pressed counts too: a keyboard user tabbing down
// the page meets the sections in their place instead of jumping over an empty box to the footer.
import { useEffect, useRef, useState } from 'react';

export function useNearViewport<T extends Element>(rootMargin: string) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = ref.current;
    if (near || !target) return;
    const show = () => setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), { rootMargin });
    observer.observe(target);
    window.addEventListener('keydown', show);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', show);
    };
  }, [near, rootMargin]);
  return [near, ref] as const;
}
