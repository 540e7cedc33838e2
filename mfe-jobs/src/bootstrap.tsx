// Standalone mode: runs this remote alone on its own port, with its own store, router and theme, so the
// team can work on it without the shell. In the composed site the shell's providers are used instead.
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from '@prohive/shared';
import { ToastContainer } from 'react-toastify';
import { GlobalStyle, Loading, ThemeModeProvider, createAppStore } from '@prohive/shared';
import { routes } from './routes';
import { NotInThisRemote } from '@prohive/shared';

const root = document.getElementById('root');
if (!root) throw new Error('Failed to find the root element');

const store = createAppStore();

createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <ThemeModeProvider>
        <GlobalStyle />
        <BrowserRouter>
          <Suspense fallback={<Loading />}>
            <Routes>
              {routes.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
              <Route path="*" element={<NotInThisRemote remote="jobs" />} />
            </Routes>
          </Suspense>
        </BrowserRouter>
        <ToastContainer limit={1} />
      </ThemeModeProvider>
    </Provider>
  </StrictMode>,
);
