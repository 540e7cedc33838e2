import { ToastMessage } from '@prohive/ui';
import { APP_TOAST_CONTAINER_ID } from './toastConfig';
import { loadToast } from './toastHost';

/**
 * A titled notice in the app toast list. The list shows one at a time and the newest wins (as the original
 * toaster did), so the current one is dismissed rather than queued behind. It waits for the containers (loaded
 * on demand, see toastHost.ts): a toast for the app list sent before its container exists would be dropped.
 */
export function showAppToast(title: string, text?: string): void {
  void loadToast().then((toast) => {
    toast.dismiss({ containerId: APP_TOAST_CONTAINER_ID });
    toast(<ToastMessage title={title} text={text} />, { containerId: APP_TOAST_CONTAINER_ID });
  });
}
