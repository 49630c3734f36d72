import { useSiteTheme, vars } from '@site/theme';
import { VisuallyHidden } from '@site/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BOOT_LOGO_MAX_HEIGHT, BOOT_LOGO_MAX_WIDTH } from './boot-frame';

// The boot frame's look (boot-frame.ts), drawn by React: the page background and the logo, centred.
const Splash = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${vars.color.background};
  & img {
    display: block;
    max-height: ${BOOT_LOGO_MAX_HEIGHT};
    max-width: ${BOOT_LOGO_MAX_WIDTH};
  }
`;

/**
 * What the site shows while nothing of the page can show yet (a bare page waiting for start-up,
 * a page chunk on its way): the same picture as index.html's boot frame (ADR 0204), so the hand
 * over from the frame to React changes nothing on screen.
 */
export function BootSplash() {
  // Never suspends: it is what shows while other parts do (a language's messages on their way).
  const { t } = useTranslation('common', { useSuspense: false });
  const { assets } = useSiteTheme();
  return (
    <Splash role="status" data-testid="boot-splash">
      {assets.logo ? <img src={assets.logo} alt="" /> : null}
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Splash>
  );
}
