import { createBrowserRouter } from 'react-router';
import { AppLayout } from './app-layout.tsx';

export const router = createBrowserRouter([
  {
    Component: AppLayout,
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: () => import('../features/languages/routes/languages-page.tsx') },
      { path: 'languages', lazy: () => import('../features/languages/routes/languages-page.tsx') },
      { path: '*', lazy: () => import('./not-found-page.tsx') },
    ],
  },
]);
