import { Navigate } from 'react-router';
import { useCurrentUser } from '@/lib/auth-store';
import CreateTaskPage from './create-task-page';

/** /dashboard: admins get the admin dashboard, which is the create-task screen (SPEC 2); everyone else their own tasks. */
export default function DashboardHomePage() {
  const user = useCurrentUser();
  if (!user?.isAdmin) return <Navigate to="/dashboard/my-tasks" replace />;
  return <CreateTaskPage />;
}
