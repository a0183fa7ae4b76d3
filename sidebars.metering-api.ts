import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {generatedSidebar} from './src/data/generatedSidebar';

// The metering operations, generated from static/openapi/meshmetering-api.yaml. The API's info page stays out of
// the sidebar, so it renders as a page of its own without one.
const sidebars: SidebarsConfig = {
  meteringApi: generatedSidebar('metering-api').filter(
    (item) => !(typeof item === 'object' && 'id' in item && item.id === 'meshmetering-api-documentation'),
  ),
};

export default sidebars;
