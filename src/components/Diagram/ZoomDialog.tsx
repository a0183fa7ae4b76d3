import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {light: string; dark: string; alt: string; width?: number; height?: number; onClose: () => void};

const steps = [0.5, 0.75, 1, 1.5, 2, 3, 4];

/**
 * The enlarged diagram: a modal dialog over the whole screen, the image at a chosen zoom inside a scrollable pane
 * (drag or swipe to pan; pinch zoom works as on any page), with zoom buttons and "+"/"-"/"0" keys. Escape or the
 * close button ends it, and focus returns to the button that opened it.
 */
export default function ZoomDialog({light, dark, alt, width, height, onClose}: Props): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const pane = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState(2);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    opener.current = document.activeElement;
    dialog.current?.showModal();
    return () => (opener.current as HTMLElement | null)?.focus?.();
  }, []);

  // Drag to pan with a mouse; touch screens scroll the pane natively.
  useEffect(() => {
    const el = pane.current;
    if (!el) return undefined;
    let start: {x: number; y: number; left: number; top: number} | null = null;
    const down = (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') return;
      start = {x: e.clientX, y: e.clientY, left: el.scrollLeft, top: el.scrollTop};
      el.setPointerCapture(e.pointerId);
    };
    const move = (e: PointerEvent) => {
      if (!start) return;
      el.scrollLeft = start.left - (e.clientX - start.x);
      el.scrollTop = start.top - (e.clientY - start.y);
    };
    const up = () => (start = null);
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    return () => {
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
    };
  }, []);

  const zoom = steps[step];
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === '+' || e.key === '=') setStep((s) => Math.min(s + 1, steps.length - 1));
    else if (e.key === '-') setStep((s) => Math.max(s - 1, 0));
    else if (e.key === '0') setStep(2);
    else return;
    e.preventDefault();
  };
  const size = width && height ? {width: Math.round(width * zoom), height: Math.round(height * zoom)} : {};
  return (
    <dialog ref={dialog} className={styles.dialog} aria-label={`Enlarged diagram: ${alt}`} onClose={onClose} onKeyDown={onKeyDown}>
      <div className={styles.toolbar}>
        <button type="button" className="button button--secondary button--sm" onClick={() => setStep((s) => Math.max(s - 1, 0))} disabled={step === 0}>
          Zoom out
        </button>
        <output className={styles.zoomLevel} aria-live="polite">
          {Math.round(zoom * 100)}%
        </output>
        <button type="button" className="button button--secondary button--sm" onClick={() => setStep((s) => Math.min(s + 1, steps.length - 1))} disabled={step === steps.length - 1}>
          Zoom in
        </button>
        <button type="button" className="button button--primary button--sm" onClick={() => dialog.current?.close()} autoFocus>
          Close
        </button>
      </div>
      <div ref={pane} className={styles.pane} tabIndex={0} role="group" aria-label="Diagram, scroll to pan">
        <img className={styles.light} src={light} alt={alt} style={size} />
        <img className={styles.dark} src={dark} alt={alt} style={size} />
      </div>
    </dialog>
  );
}
