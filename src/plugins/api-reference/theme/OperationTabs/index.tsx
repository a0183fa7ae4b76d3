import type {ReactNode} from 'react';

// The generator imports this in every operation page, for callbacks and webhooks our documents do not have.
export default function OperationTabs({children}: {children?: ReactNode}): ReactNode {
  return children ?? null;
}
