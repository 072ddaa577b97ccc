/**
 * When a part of a page is drawn: once it comes near the screen (`WhenVisible`), or right after the
 * page's first paint (`AfterFirstPaint`).
 *
 * `WhenVisible` mounts its children once their place on the page comes near the screen, so that a heavy widget
 * below the fold (a chart and its ECharts code) is not part of the page's first load. Where the
 * browser cannot tell (no IntersectionObserver), they mount at once.
 */
import { type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from 'react';

export function WhenVisible({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (visible || !box.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <div ref={box} style={{ minHeight }}>
      {visible && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}

/**
 * Draws its children just after the page's first paint, in a transition React renders in slices
 * between the browser's own work: a long form's later parts (the new officer's some fifty personal
 * fields) no longer hold back its first screen on a slow phone. Everything after them belongs inside
 * too, or it would jump down when they arrive.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  // An effect runs after the commit that first painted the page; the transition yields to input.
  useEffect(() => startTransition(() => setDrawn(true)), []);
  return drawn ? children : null;
}
