import React, {useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {armNavbarCrash} from './CrashOnDemandNavbarItem';

function Bomb(): ReactNode {
  throw new Error('Crash requested by the test fixture');
}

/**
 * Throws while rendering after a click. The state lives inside the layout's error boundary, so "Try again"
 * remounts this component unarmed, which proves that the crash page recovers.
 */
function CrashDemo({onCrashOutside}: {onCrashOutside: () => void}): ReactNode {
  const [armed, setArmed] = useState(false);
  return (
    <main className="container margin-vert--lg">
      <h1>Crash fixture</h1>
      <p>
        <button type="button" className="button button--secondary" onClick={() => setArmed(true)}>
          Crash this page
        </button>{' '}
        <button type="button" className="button button--secondary" onClick={onCrashOutside}>
          Crash outside the layout
        </button>{' '}
        <button type="button" className="button button--secondary" onClick={armNavbarCrash}>
          Crash the navbar
        </button>
      </p>
      {armed ? <Bomb /> : <p>The fixture rendered normally.</p>}
    </main>
  );
}

/**
 * "Crash this page" throws inside the layout (the in-layout crash page catches it); "Crash outside the layout"
 * throws beside it (the root crash page catches it); "Crash the navbar" makes a navbar item throw on every render,
 * so that the root crash page fails too and its plain fallback shows.
 */
export default function CrashOnDemand(): ReactNode {
  const [outside, setOutside] = useState(false);
  return (
    <>
      {outside ? <Bomb /> : null}
      <Layout title="Crash fixture" description="A test page that crashes on demand.">
        <CrashDemo onCrashOutside={() => setOutside(true)} />
      </Layout>
    </>
  );
}
