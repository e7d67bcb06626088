import { accountTimings, accountWebTexts, verificationDocuments, verificationTexts, type PrivateUser, type VerificationDecision, type VerificationDocument } from '@market/shared';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { serverFieldErrors } from '@/lib/form-errors';
import { useDecideVerification } from '../api';
import { VerificationBadge } from './verification-badge';

const copy = accountWebTexts.review;
const toastOptions = { position: 'bottom-right' as const, autoClose: accountTimings.toastMs };
const documentOptions = verificationDocuments.map((d) => ({ value: d, label: verificationTexts.documentLabels[d] }));

/** Where the record's verification stands, with the admin's last reason and the document asked for. */
export function VerificationStateLine({ user }: { user: PrivateUser }) {
  const { state, reason, document } = user.verification;
  return (
    <div className="space-y-1 text-sm text-slate-700">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{copy.state}</span>
        <VerificationBadge state={state} />
      </p>
      {document ? <p>{copy.stateDocument(verificationTexts.documentLabels[document])}</p> : null}
      {reason ? <p className="break-words">{copy.stateReason(reason)}</p> : null}
    </div>
  );
}

/**
 * The admin's decision on documents waiting for review: verify, ask for one document again (with a
 * reason), or reject (with a reason). Only a pending record can be decided on; the server says so too.
 */
export function VerificationDecisionPanel({ user }: { user: PrivateUser }) {
  const decide = useDecideVerification(user._id);
  const [mode, setMode] = useState<'changes_requested' | 'rejected' | null>(null);
  const [document, setDocument] = useState<VerificationDocument | ''>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const pending = user.verification.state === 'pending';

  const submit = async (decision: VerificationDecision) => {
    setErrors({});
    setRefusal(null);
    try {
      const result = await decide.mutateAsync(decision);
      // The user's own copy, if they use this browser too, follows the decision.
      authStore.updateIsVerified(user._id, result.verification.state === 'verified');
      toast.success(result.message, toastOptions);
      setMode(null);
      setReason('');
      setDocument('');
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setRefusal(errorMessage(error, accountWebTexts.loadFailed));
    }
  };
  const choose = (next: typeof mode) => {
    setMode(next);
    setErrors({});
    setRefusal(null);
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{pending ? copy.decisionDescription : copy.decisionNotPending(accountWebTexts.states[user.verification.state])}</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void submit({ decision: 'verified' })} disabled={!pending || decide.isPending}>
          {decide.isPending && mode === null ? <Spinner decorative /> : null}
          {copy.verify}
        </Button>
        <Button variant="outline" aria-expanded={mode === 'changes_requested'} onClick={() => choose('changes_requested')} disabled={!pending || decide.isPending}>
          {copy.askChanges}
        </Button>
        <Button variant="outline" aria-expanded={mode === 'rejected'} onClick={() => choose('rejected')} disabled={!pending || decide.isPending}>
          {copy.reject}
        </Button>
      </div>
      {mode && pending ? (
        <form
          noValidate
          className="space-y-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
          onSubmit={(event) => {
            event.preventDefault();
            const said = reason.trim();
            void submit(mode === 'changes_requested' ? { decision: mode, document: document || undefined, reason: said || undefined } : { decision: mode, reason: said || undefined });
          }}
        >
          {mode === 'changes_requested' ? (
            <SelectField
              layout="stacked"
              label={copy.document}
              placeholder={copy.documentPlaceholder}
              options={documentOptions}
              value={document}
              onValueChange={(value) => {
                setDocument(value);
                setErrors(({ document: _, ...rest }) => rest);
              }}
              error={errors.document}
            />
          ) : null}
          <TextareaField
            label={mode === 'changes_requested' ? copy.reason : copy.rejectReason}
            className="min-h-24"
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setErrors(({ reason: _, ...rest }) => rest);
            }}
            maxLength={1000}
            error={errors.reason}
          />
          <Button type="submit" variant={mode === 'rejected' ? 'danger' : 'primary'} disabled={decide.isPending}>
            {decide.isPending ? <Spinner decorative /> : null}
            {mode === 'changes_requested' ? copy.sendChanges : copy.sendReject}
          </Button>
        </form>
      ) : null}
      {refusal ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
