import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {generatedSidebar} from './src/data/generatedSidebar';

// The hand-written guides first, then the operation reference generated from static/openapi/meshstack-api.yaml.
const sidebars: SidebarsConfig = {
  api: [
    'introduction',
    {
      type: 'category',
      label: 'Authentication',
      collapsed: false,
      items: ['authentication/api-keys', 'authentication/basic-auth'],
    },
    'technical-specifications',
    'all-meshobjects',
    'deprecated-resources',
    {
      type: 'category',
      label: 'API Reference',
      collapsed: false,
      link: {type: 'doc', id: 'meshstack-api-documentation'},
      items: generatedSidebar('api').filter((item) => !(typeof item === 'object' && 'id' in item && item.id === 'meshstack-api-documentation')),
    },
  ],
};

export default sidebars;
