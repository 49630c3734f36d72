import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createSitePage } from './site-page';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
const root = createRoot(container);

void createSitePage().then((SitePage) =>
  root.render(
    <StrictMode>
      <SitePage />
    </StrictMode>,
  ),
);
