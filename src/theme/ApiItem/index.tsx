import React, {type ReactNode} from 'react';
import ApiItem from '@theme-original/ApiItem';
import type ApiItemType from '@theme-original/ApiItem';
import type {WrapperProps} from '@docusaurus/types';
// The openapi theme's stylesheet, imported here rather than globally (see src/plugins/openapi-theme), so that
// only pages rendered by ApiItem, the `api` and `metering-api` instances, load it.
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';

type Props = WrapperProps<typeof ApiItemType>;

export default function ApiItemWrapper(props: Props): ReactNode {
  return <ApiItem {...props} />;
}
