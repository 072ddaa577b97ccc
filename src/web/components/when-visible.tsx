/**
 * Mounts its children once their place on the page comes near the screen, so that a heavy widget
 * below the fold (a chart and its ECharts code) is not part of the page's first load. Where the
 * browser cannot tell (no IntersectionObserver), they mount at once.
 */
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

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
