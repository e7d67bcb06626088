import { authWebTexts } from '@market/shared';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { site } from '@/lib/site';
import { loginModal, useLoginModal } from '../login-modal-store';
import { LoginForm } from './login-form';

/** The sign-in dialog opened from the header, the drawer or a guarded page. */
export default function LoginModal() {
  const { open, next } = useLoginModal();
  const navigate = useNavigate();

  return (
    <Modal open={open} onClose={loginModal.close} title={authWebTexts.heading(site.name)}>
      <p className="mt-1 mb-6 text-sm text-slate-600">{authWebTexts.modalIntro}</p>
      <LoginForm
        next={next}
        onLeave={loginModal.close}
        onSuccess={() => {
          loginModal.close();
          if (next) navigate(next);
        }}
      />
    </Modal>
  );
}
