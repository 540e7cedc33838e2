import { toast } from 'react-toastify';
import { ToastMessage } from '@prohive/ui';
import { APP_TOAST_CONTAINER_ID } from './toastConfig';

/**
 * A titled notice in the app toast list. The list shows one at a time and the newest wins (as the original
 * toaster did), so the current one is dismissed rather than queued behind.
 */
export function showAppToast(title: string, text?: string): void {
  toast.dismiss({ containerId: APP_TOAST_CONTAINER_ID });
  toast(<ToastMessage title={title} text={text} />, { containerId: APP_TOAST_CONTAINER_ID });
}
