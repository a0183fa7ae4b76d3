import React, {useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';

function Bomb(): ReactNode {
  throw new Error('Crash requested by the test fixture');
}

/**
 * Throws while rendering after a click. The state lives inside the layout's error boundary, so "Try again"
 * remounts this component unarmed, which proves that the crash page recovers.
 */
function CrashDemo(): ReactNode {
  const [armed, setArmed] = useState(false);
  return (
    <main className="container margin-vert--lg">
      <h1>Crash fixture</h1>
      <button type="button" className="button button--secondary" onClick={() => setArmed(true)}>
        Crash this page
      </button>
      {armed ? <Bomb /> : <p>The fixture rendered normally.</p>}
    </main>
  );
}

export default function CrashOnDemand(): ReactNode {
  return (
    <Layout title="Crash fixture" description="A test page that crashes on demand.">
      <CrashDemo />
    </Layout>
  );
}
