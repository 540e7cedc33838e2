import { useCallback } from 'react';
import { useNavigate } from '@prohive/shared';
import { logout, useAppDispatch } from '@prohive/shared';
import { loadToast } from '../toasts/toastHost';

/** Spec §4 logout from the header or the mobile menu: sign out, toast 'Logged out successfully', go home. */
export function useLogoutAction(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    const { message, redirectTo } = await dispatch(logout()).unwrap();
    void loadToast().then((toast) => toast.success(message));
    await navigate(redirectTo);
  }, [dispatch, navigate]);
}
