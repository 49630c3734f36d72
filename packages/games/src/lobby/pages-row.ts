import { vars } from '@site/theme';
import styled from 'styled-components';

/**
 * The pages row keeps its height while a page loads (the pagination draws nothing for one page):
 * the page's end does not jump when the numbers come back.
 */
export const PagesRow = styled.div`
  min-height: calc(2.25 * ${vars.font.sizeMd});
`;
