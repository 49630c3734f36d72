import { vars } from '@site/theme';
import styled from 'styled-components';

/**
 * A grey line standing in for text while its answer loads. It takes the height of one line of
 * the surrounding text, so a placeholder built from the content's own elements has the content's
 * size (ADR 0087). Decorative: the placeholder's container carries `aria-hidden`.
 */
export const SkeletonLine = styled.span<{ $width?: string }>`
  display: inline-block;
  vertical-align: middle;
  width: ${(props) => props.$width ?? '100%'};
  max-width: 100%;
  height: 1em;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
`;
