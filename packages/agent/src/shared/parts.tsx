import { vars } from '@site/theme';
import styled from 'styled-components';

/** A centre page: a heading row, then its blocks. */
export const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  min-width: 0;
`;

export const PageHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};

  h2 {
    margin: 0;
    font-size: ${vars.font.sizeLg};
    font-family: ${vars.font.familyHeading};
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space.md};
`;

/** Tables scroll sideways inside the centre instead of widening it. */
export const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.sizeSm};

  th,
  td {
    padding: ${vars.space.sm};
    border-bottom: 1px solid ${vars.color.border};
    text-align: left;
    white-space: nowrap;
  }

  th {
    color: ${vars.color.textMuted};
    font-weight: ${vars.font.weightMedium};
    background: ${vars.color.surfaceSunken};
  }

  td[data-kind='money'],
  th[data-kind='money'],
  td[data-kind='count'],
  th[data-kind='count'] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  tfoot td {
    font-weight: ${vars.font.weightBold};
    background: ${vars.color.surfaceSunken};
    border-bottom: 0;
  }

  tbody tr:last-child td {
    border-bottom: 0;
  }
`;

export const Muted = styled.span`
  color: ${vars.color.textMuted};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${vars.color.danger};
`;

/** Money that is negative reads in the danger colour, positive in the success colour. */
export const Signed = styled.span<{ $value: number }>`
  color: ${(p) =>
    p.$value < 0 ? vars.color.danger : p.$value > 0 ? vars.color.success : vars.color.text};
`;

/** A row of figures (report totals that are not per-column). */
export const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};
  margin: 0;
  font-weight: ${vars.font.weightMedium};
`;
