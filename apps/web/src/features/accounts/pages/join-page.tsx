import { accountWebTexts } from '@market/shared';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeNext } from '@/lib/safe-next';
import { BuyerForm } from '../components/buyer-form';
import { RegistrationForm } from '../components/registration-form';
import { RoleChoice, type JoinRole } from '../components/role-choice';
import { RegistrationSuccessDialog } from '../components/success-dialog';

const texts = accountWebTexts.join;

/**
 * /join: hire or earn first (`?as=buyer` or `?as=earner`, so a reload or Back keeps it), then that
 * form on the same screen. A visitor sent here on the way somewhere (`?next=/pay/...`) is most
 * likely buying: hire is chosen for them, and joining goes on there.
 */
export default function JoinPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const next = safeNext(params.get('next'));
  const asked = params.get('as');
  const role: JoinRole | null = asked === 'buyer' || asked === 'earner' ? asked : next ? 'buyer' : null;
  const [done, setDone] = useState(false);

  const choose = (chosen: JoinRole) => {
    const query = new URLSearchParams(params);
    query.set('as', chosen);
    setParams(query, { replace: true, preventScrollReset: true });
  };
  // An earner is signed in and waiting for verification: the page that says what happens next.
  const leave = useCallback(() => navigate('/verification'), [navigate]);

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
        <div className="mx-auto max-w-3xl space-y-5">
          <div className="text-center">
            <h1 className="text-3xl font-bold text-slate-900">{texts.heading}</h1>
            <p className="mt-2 text-slate-600">{texts.intro}</p>
          </div>
          <RoleChoice value={role} onChange={choose} />
        </div>
        {role === 'buyer' ? <BuyerForm onJoined={() => navigate(next ?? '/', { replace: true })} /> : null}
        {role === 'earner' ? <RegistrationForm onRegistered={() => setDone(true)} /> : null}
      </div>
      <RegistrationSuccessDialog open={done} onDone={leave} />
    </div>
  );
}
