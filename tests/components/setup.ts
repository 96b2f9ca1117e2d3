import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { cargarTodosLosTextos } from '../../src/i18n/textos';

// The suite runs its projects side by side on two cores: a query waits up to 10 s for what it expects (a test that
// passes returns as soon as it sees it; only a real failure waits the whole time).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// The app loads each feature's texts with its lazy pages (src/i18n/textos.ts); these tests render pages directly.
await cargarTodosLosTextos();
