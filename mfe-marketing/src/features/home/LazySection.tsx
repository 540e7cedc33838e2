import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Spec §9: below-the-fold sections start loading this far before they scroll into view. */
export const LAZY_ROOT_MARGIN = '300px';

/** Below this width the homepage grids drop to two columns, so sections grow taller. */
const NARROW_QUERY = '(max-width: 1100px)';

const Reserve = styled.div<{ $minHeight: number; $narrowMinHeight: number }>`
  min-height: ${({ $minHeight }) => $minHeight}px;

  @media ${NARROW_QUERY} {
    min-height: ${({ $narrowMinHeight }) => $narrowMinHeight}px;
  }
`;

/** True once the element has come within `rootMargin` of the viewport; never goes back to false. */
export function useNearViewport<T extends Element>(rootMargin = LAZY_ROOT_MARGIN) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return undefined;
    // Without IntersectionObserver (old browsers, some crawlers) the content is simply rendered.
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return { ref, near };
}

/** Reports, before the browser paints, that the (possibly lazily imported) content has rendered. */
function Arrived({ onArrive, children }: { onArrive: () => void; children: ReactNode }) {
  useLayoutEffect(onArrive, [onArrive]);
  return <>{children}</>;
}

export interface LazySectionProps {
  /**
   * Space kept for the section until its content has rendered, so nothing below it moves when it arrives.
   * Afterwards the content's own height applies (a section that loads data holds its space while loading).
   */
  minHeight: number;
  /** The same below 1100 px, where the section's grid has fewer columns; defaults to `minHeight`. */
  narrowMinHeight?: number;
  children: ReactNode;
  /** Label of the reserved area, for tests and debugging. */
  name: string;
}

/** Renders its children (often a lazily imported component) only when the area nears the viewport. */
export function LazySection({ minHeight, narrowMinHeight = minHeight, children, name }: LazySectionProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const [arrived, setArrived] = useState(false);
  const onArrive = useCallback(() => setArrived(true), []);
  return (
    <Reserve
      ref={ref}
      $minHeight={arrived ? 0 : minHeight}
      $narrowMinHeight={arrived ? 0 : narrowMinHeight}
      data-lazy-section={name}
      data-loaded={arrived}
    >
      {near && (
        <Suspense fallback={null}>
          <Arrived onArrive={onArrive}>{children}</Arrived>
        </Suspense>
      )}
    </Reserve>
  );
}
