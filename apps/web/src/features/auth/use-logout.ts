import { useQueryClient } from '@tanstack/react-query';
import { texts, timings } from '@market/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { forgetUser } from '@/lib/auth-store';
import { logoutRequest } from './api';

/** Signs out on the server, forgets the user and cached data, and goes home. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useCallback(async () => {
    const finish = async () => {
      // Leave the (possibly guarded) page first, then forget the user.
      await navigate('/');
      await forgetUser(queryClient);
      toast.success(texts.logoutSuccess, { autoClose: timings.logoutToastMs });
    };
    try {
      await logoutRequest();
      await finish();
    } catch (error) {
      // A session the server no longer knows is already signed out: finish locally.
      if (error instanceof ApiRequestError && error.status === 401) {
        await finish();
        return;
      }
      toast.error(errorMessage(error, texts.somethingWrong));
    }
  }, [navigate, queryClient]);
}
