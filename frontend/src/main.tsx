import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, routerReady } from './app/app';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);

/*
 * The first render waits for the route's code, then runs as a transition: React yields to the
 * browser every few milliseconds instead of mounting the page in one long task, and the
 * server's first-screen markup stays in #root until the page commits.
 */
void routerReady.then(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
