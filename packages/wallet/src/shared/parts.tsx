import { vars } from '@site/theme';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
  max-width: 760px;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeLg};
  font-family: ${vars.font.familyHeading};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  max-width: 420px;
`;

export const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
`;

export const Muted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${vars.color.danger};
`;

export const SuccessText = styled.p`
  margin: 0;
  color: ${vars.color.success};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space.md};
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
  }

  th {
    color: ${vars.color.textMuted};
    font-weight: ${vars.font.weightMedium};
    background: ${vars.color.surfaceSunken};
  }

  td[data-align='end'],
  th[data-align='end'] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const TotalsList = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.lg};
  margin: 0;
  padding: ${vars.space.sm} ${vars.space.md};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};

  div {
    display: flex;
    gap: ${vars.space.xs};
  }

  dt {
    color: ${vars.color.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${vars.font.weightBold};
    font-variant-numeric: tabular-nums;
  }
`;

/** The totals of a history's whole period. */
export function Totals({
  label,
  items,
}: {
  label: string;
  items: { label: string; value: ReactNode }[];
}) {
  return (
    <TotalsList aria-label={label} data-testid="history-totals">
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </TotalsList>
  );
}
