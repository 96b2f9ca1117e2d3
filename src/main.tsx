import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { adoptTokenFromUrl } from './authProvider';

// Spec §4 'App start': a token in the URL replaces the stored one and the page reloads once without it.
if (!adoptTokenFromUrl()) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
