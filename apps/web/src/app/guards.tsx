import { Navigate, Outlet } from 'react-router';
import ComingSoonPage from '@/features/placeholder/pages/coming-soon-page';
import { isVerifiedUser, useCurrentUser } from '@/lib/auth-store';

/* These guards sit inside the dashboard layout, which already sends visitors away. */

/** /dashboard: admins get the admin dashboard, everyone else their own tasks. */
export function DashboardIndex() {
  const user = useCurrentUser();
  if (!user?.isAdmin) return <Navigate to="/dashboard/my-tasks" replace />;
  return <ComingSoonPage />;
}

/** Pages for verified workers; unverified users see where their verification stands. */
export function RequireVerified() {
  const user = useCurrentUser();
  if (!isVerifiedUser(user)) return <Navigate to="/verification" replace />;
  return <Outlet />;
}

/** Admin-only pages; other signed-in users go to their own tasks. */
export function RequireAdmin() {
  const user = useCurrentUser();
  if (!user?.isAdmin) return <Navigate to="/dashboard/my-tasks" replace />;
  return <Outlet />;
}
