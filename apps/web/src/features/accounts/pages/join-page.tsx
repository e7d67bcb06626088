import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { RegistrationForm } from '../components/registration-form';
import { RegistrationSuccessDialog } from '../components/success-dialog';

/** /join: registration with identity and payout details. */
export default function JoinPage() {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  // Registered means signed in and waiting for verification: the page that says what happens next.
  const leave = useCallback(() => navigate('/verification'), [navigate]);
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <RegistrationForm onRegistered={() => setDone(true)} />
      </div>
      <RegistrationSuccessDialog open={done} onDone={leave} />
    </div>
  );
}
