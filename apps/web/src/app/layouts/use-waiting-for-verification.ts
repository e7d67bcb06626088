import { useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@market/shared';
import { userQueries } from '@/features/accounts';

/**
 * Whether the user is a worker waiting for verification: not verified, neither seller nor admin,
 * and they sent their identity documents (every registration through /join does; a buyer
 * account made without them is no worker). The documents are on the private record only, so it
 * is read for such accounts alone, once, and shared by the menu, the drawer and 'Jobs Posted'.
 */
export function useWaitingForVerification(user: AuthUser | null): boolean {
  const candidate = !!user && !user.isVerified && !user.isSeller && !user.isAdmin;
  const record = useQuery({ ...userQueries.detail(user?._id ?? ''), enabled: candidate, staleTime: Infinity });
  return candidate && !!record.data?.idCardFront;
}
