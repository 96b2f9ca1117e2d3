import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { adoptTokenFromUrl } from './authProvider';
import { iniciarServiceWorker } from './pwa/iniciar';

// Spec §4 'App start': a token in the URL replaces the stored one and the page reloads once without it.
if (!adoptTokenFromUrl()) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // The installable app (issue 30): after the load, from its own chunk.
  iniciarServiceWorker();
}
