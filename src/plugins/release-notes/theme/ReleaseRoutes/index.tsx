import React, {type ReactNode} from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import type {RouteConfigComponentProps} from 'react-router-config';
import NotFound from '@theme/NotFound';

/**
 * A parent route of the release notes (`routes.ts`): renders the one of its routes that matches the path, or the
 * not-found page when none does.
 */
export default function ReleaseRoutes({route}: RouteConfigComponentProps): ReactNode {
  return renderRoutes([...(route?.routes ?? []), {component: NotFound}]);
}
