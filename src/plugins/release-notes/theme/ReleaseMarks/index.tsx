import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {ActionKind} from '../../model';
import styles from './styles.module.css';

/** The marks of a change that readers act on, as badges: the change finder's rows and each page's history. */
export default function ReleaseMarks({breaking, action, uiChange}: {breaking?: boolean; action?: ActionKind; uiChange?: boolean}): ReactNode {
  return (
    <>
      {breaking && <span className={clsx('badge', styles.badge, styles.breaking)}>Breaking change</span>}
      {action === 'required' && <span className={clsx('badge', styles.badge, styles.required)}>Action required</span>}
      {action === 'recommended' && <span className={clsx('badge', styles.badge, styles.recommended)}>Recommended</span>}
      {uiChange && <span className={clsx('badge', styles.badge, styles.ui)}>UI change</span>}
    </>
  );
}
