import React, {lazy, Suspense, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {light: string; dark: string; alt: string; width?: string; height?: string};

// The enlarged view's code loads when a reader first asks for it, never with the page.
const loadZoom = () => import('./ZoomDialog');
const ZoomDialog = lazy(loadZoom);

/**
 * A diagram rendered ahead of time (`npm run diagrams`): the image of the current colour mode, loaded when it comes
 * near the viewport, with a button that opens it enlarged (full screen, zoom and pan) for small screens.
 */
export default function Diagram({light, dark, alt, width, height}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const size = {width: width ? Number(width) : undefined, height: height ? Number(height) : undefined};
  return (
    <figure className={styles.diagram}>
      <img className={styles.light} src={light} alt={alt} loading="lazy" decoding="async" {...size} />
      <img className={styles.dark} src={dark} alt={alt} loading="lazy" decoding="async" {...size} />
      <button type="button" className={styles.enlarge} onClick={() => setOpen(true)} onPointerEnter={loadZoom} onFocus={loadZoom}>
        Enlarge diagram
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ZoomDialog light={light} dark={dark} alt={alt} width={size.width} height={size.height} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </figure>
  );
}
