import { vars } from '@site/theme';
import { focusRing } from '@site/ui';
import styled from 'styled-components';

/**
 * The parts of a game tile, shared by the tile and its skeleton so both have the same size in
 * every skin, language and width (ADR 0077: no layout shift when the games arrive).
 */
export const Card = styled.article`
  display: flex;
  flex-direction: column;
  min-width: 0;
  height: 100%;
  box-sizing: border-box;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  overflow: hidden;
`;

/**
 * A square box whatever the picture: the platform's icons are square, and the image is laid over
 * the box (absolute), so neither a late image nor one of another shape changes the tile's height.
 */
export const Picture = styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  background: ${vars.color.surfaceSunken};

  img {
    position: absolute;
    inset: 0;
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Favourite = styled.button`
  position: absolute;
  top: ${vars.space.xs};
  right: ${vars.space.xs};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: ${vars.font.sizeLg};
  cursor: pointer;

  &[aria-pressed='true'] {
    color: ${vars.color.warning};
  }

  ${focusRing}
`;

export const Badge = styled.span`
  position: absolute;
  left: ${vars.space.xs};
  bottom: ${vars.space.xs};
  padding: ${vars.space.xxs} ${vars.space.xs};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.warning};
  color: ${vars.color.onWarning};
  font-size: ${vars.font.sizeXs};
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space.xs};
  padding: ${vars.space.sm};
`;

/** One line, always (long names end in an ellipsis): the tile's height never depends on it. */
export const Name = styled.h3`
  margin: 0;
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  line-height: ${vars.font.lineHeight};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const Vendor = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
  line-height: ${vars.font.lineHeight};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/**
 * Play and free trial share the row, each at least half of it: on a narrow tile they stack, on a
 * wide one they sit side by side, and the tile's height follows the width only.
 */
export const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(max(6.5rem, 50% - ${vars.space.xs}), 1fr));
  gap: ${vars.space.xs};
  margin-top: auto;

  > * {
    min-width: 0;
    overflow: hidden;
  }
`;

/** The skeleton's stand-in for a small button: the Button `sm` metrics (padding, line, border). */
export const ButtonBlock = styled.span`
  display: block;
  box-sizing: border-box;
  padding: ${vars.space.xs} ${vars.space.md};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineHeight};
`;

/** A text line's stand-in in the skeleton. */
export const LineBlock = styled.span<{ $width: string }>`
  display: block;
  width: ${(p) => p.$width};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
`;
