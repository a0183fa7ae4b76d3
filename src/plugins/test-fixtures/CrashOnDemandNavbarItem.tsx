import {useSyncExternalStore, type ReactNode} from 'react';

/** The session flag that arms the navbar item; the crash fixture page sets it, the tests clear it. */
export const crashNavbarKey = 'test-fixtures:crash-navbar';
const changed = 'test-fixtures:crash-navbar-changed';

export function armNavbarCrash(): void {
  window.sessionStorage.setItem(crashNavbarKey, '1');
  window.dispatchEvent(new Event(changed));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(changed, onChange);
  return () => window.removeEventListener(changed, onChange);
}

/**
 * A navbar item that renders nothing, and throws while armed: on every page, so also while the crash page
 * renders the navbar. It stands for a misconfigured or failing navbar item.
 */
export default function CrashOnDemandNavbarItem(): ReactNode {
  const armed = useSyncExternalStore(subscribe, () => window.sessionStorage.getItem(crashNavbarKey) === '1', () => false);
  if (armed) throw new Error('Navbar crash requested by the test fixture');
  return null;
}
