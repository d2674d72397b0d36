import { useEffect, useState } from 'react';
import { activeHeadingId } from '../../lib/toc';

/** Pixels below the top of the viewport where a heading counts as reached: under the sticky navbar. */
const ACTIVE_HEADING_OFFSET_PX = 96;

/** Tracks which of the given headings the reader has scrolled to. */
export function useActiveHeading(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const tops = ids.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      setActive(activeHeadingId(tops, ACTIVE_HEADING_OFFSET_PX));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [ids]);
  return active;
}
