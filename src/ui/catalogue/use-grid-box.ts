// The grid's width (how many columns fit) and its distance from the top of the document (the window virtualiser's
// scroll margin). Both change only on resize or when something above grows, so a ResizeObserver on the grid and
// on the body catches every change without reading layout on each scroll.
import { useLayoutEffect, useState, type RefObject } from 'react';

export interface GridBox {
  width: number;
  top: number;
}

export function useGridBox(ref: RefObject<HTMLElement | null>): GridBox {
  const [box, setBox] = useState<GridBox>({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const width = el.clientWidth;
      const top = Math.round(el.getBoundingClientRect().top + window.scrollY);
      setBox((old) => (old.width === width && old.top === top ? old : { width, top }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}
