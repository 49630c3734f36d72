import { cssVariablesText } from '@site/theme';
import { assets, siteName, tokens } from '@site/theme-default';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createGlobalStyle } from 'styled-components';
import { i18n } from './i18n';
import { HomePage } from './home-page';
import { ShellLayout } from './shell-layout';

/** Merchant values land once in CSS custom properties; components read the variables. */
const ThemeVariables = createGlobalStyle`
  :root { ${cssVariablesText(tokens)} }
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: var(--site-font-family);
    font-size: var(--site-font-size-md);
    line-height: var(--site-font-line-height);
    color: var(--site-color-text);
    background: var(--site-color-background);
  }
`;

const router = createBrowserRouter([
  {
    element: <ShellLayout logo={assets.logo} logoAlt={assets.logoAlt} siteName={siteName} />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'index', element: <HomePage /> },
    ],
  },
]);

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeVariables />
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}
