import { accountTexts, accountTimings, accountWebTexts, webTexts } from '@market/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiFetch, errorMessage } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/**
 * Asks a signed-in user to confirm, then turns on isSeller on the server and in the header, and
 * takes the new seller to Add gig: what they came for.
 */
export default function BecomeSellerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    const user = authStore.get();
    if (!user) return;
    setBusy(true);
    try {
      await apiFetch(`/user/${encodeURIComponent(user._id)}`, { method: 'PUT', body: { isSeller: true } });
      authStore.setUser({ ...user, isSeller: true });
      toast.success(accountTexts.sellerEnabled, { position: 'bottom-right', autoClose: accountTimings.toastMs });
      onClose();
      navigate('/add');
    } catch (error) {
      toast.error(errorMessage(error, accountTexts.userUpdateFailed), { position: 'bottom-right', autoClose: accountTimings.toastMs });
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={webTexts.becomeSeller}
      message={accountWebTexts.becomeSeller.message}
      confirmLabel={accountWebTexts.becomeSeller.confirm}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
