// Operation pages render like any docs page: the generated MDX holds the whole page, with this plugin's light
// components (src/plugins/api-reference/theme) in place of the OpenAPI theme's.
export {default} from '@theme/DocItem';
