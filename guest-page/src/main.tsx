import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GuestApp } from './app/guest-app';
import { startI18n } from './i18n/i18n';
import '@tillbridge/web-kit/fonts.css';
import '@tillbridge/web-kit/theme.css';
import './app/guest-theme.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void startI18n().then(() =>
  createRoot(root).render(
    <StrictMode>
      <GuestApp />
    </StrictMode>,
  ),
);
