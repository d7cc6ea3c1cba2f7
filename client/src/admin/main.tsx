import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './console-app';
import { consoleCultureOf } from './console-address';

// The console's language is its address's (/admin Turkish, /en/admin English).
const culture = consoleCultureOf(window.location.pathname);
document.documentElement.lang = culture;

createRoot(document.getElementById('admin-root')!).render(
  <StrictMode>
    <ConsoleApp culture={culture} />
  </StrictMode>,
);
