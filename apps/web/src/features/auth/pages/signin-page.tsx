import { authWebTexts } from '@market/shared';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '@/lib/auth-store';
import { safeNext } from '@/lib/safe-next';
import { site } from '@/lib/site';
import { LoginForm } from '../components/login-form';

export function SignInPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Only same-site paths are followed after sign-in, never another origin.
  const next = safeNext(params.get('next')) ?? '/';

  if (user) return <Navigate to={next} replace />;

  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-20">
      <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-2xl font-bold text-slate-900">{authWebTexts.heading(site.name)}</h1>
        <p className="mt-2 mb-8 text-sm text-slate-600">
          {authWebTexts.pageIntro}{' '}
          <Link to="/" className="text-brand-700 hover:underline">
            {authWebTexts.backToHome}
          </Link>
        </p>
        <LoginForm next={next} onSuccess={() => navigate(next, { replace: true })} />
      </div>
    </section>
  );
}

export default SignInPage;
