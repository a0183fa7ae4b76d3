import {test} from 'node:test';
import assert from 'node:assert/strict';
import serverBundlePlugin from '../../src/plugins/server-bundle';

// The plugin may only change the bundle that renders HTML at build time, never the code readers download.
test('the server bundle goes without export and side-effect analyses; the client bundle is left as Docusaurus makes it', () => {
  const plugin = serverBundlePlugin();
  const configure = (isServer: boolean) => plugin.configureWebpack!({}, isServer, {} as never, {} as never);
  assert.deepEqual(configure(false), {});
  assert.deepEqual(configure(true), {
    optimization: {providedExports: false, usedExports: false, sideEffects: false, innerGraph: false, mangleExports: false},
  });
});
