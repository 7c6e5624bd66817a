import { Trans } from '@lingui/react';
import type { ReactElement } from 'react';
import type { MarketingMessageId } from '../catalogue';

/**
 * A message of the public pages' catalogue as an element, for content tables written outside
 * components (FAQ answers, plan data); `components` fills its <0>…</0> tags (links, emphasis).
 */
export function Msg({
  id,
  values,
  components,
}: {
  id: MarketingMessageId;
  values?: Record<string, string | number>;
  components?: Record<string, ReactElement>;
}) {
  return <Trans id={id} values={values} components={components} />;
}
