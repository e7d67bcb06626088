import { taskPoolTexts, taskPoolWorkerTexts, type AnswerInput, type Claim, type WorkerPool } from '@market/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useAnswer, useClaim, useRefreshWork, useRelease } from '../worker-api';
import { AnswerForm, type FieldErrors } from './answer-form';
import { Countdown } from './countdown';
import { ItemInputs } from './item-inputs';
import { OutcomePanel } from './outcome-panel';
import { examPending, QualificationNote } from './qualification-note';

const t = taskPoolWorkerTexts.work;

/** An answer the server refused for a reason that holds (4xx), not a failure worth retrying at once. */
const isRefusal = (error: unknown): error is ApiRequestError => error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
/** The claim is gone: its time ran out, or it went to someone else since. */
const isExpiry = (error: unknown): error is ApiRequestError => isRefusal(error) && (error.message === taskPoolTexts.claimExpired || error.message === taskPoolTexts.notHolder);

type Stop = { heading: string; message: ReactNode };

/** Why the pool gives the caller no item now, from their standing in it; null when it may. */
function stopOf(pool: WorkerPool): Stop | null {
  const { me } = pool;
  if (me.blocked) {
    return {
      heading: t.blockedHeading,
      message: (
        <>
          {t.reason} <bdi dir="auto" data-user-content>{me.blocked.reason}</bdi>
        </>
      ),
    };
  }
  if (me.limitReached) return { heading: t.limitHeading, message: taskPoolTexts.limitReached };
  if (pool.status !== 'open') return { heading: t.closedHeading, message: taskPoolTexts.notOpen };
  const exam = examPending(me);
  if (exam) return { heading: t.examHeading, message: <QualificationNote qualification={exam} /> };
  return null;
}

/** The heading over a refused claim's message. */
function refusalHeading(message: string): string {
  if (message === taskPoolTexts.noItemsLeft) return t.noItemsHeading;
  if (message === taskPoolTexts.limitReached) return t.limitHeading;
  if (message === taskPoolTexts.notOpen || message === taskPoolTexts.alreadyClosed) return t.closedHeading;
  if (message === taskPoolTexts.qualificationRequired) return t.examHeading;
  return t.unavailableHeading;
}

type Ended = { kind: 'submitted' | 'released' | 'expired'; message: string };
type Busy = 'submit' | 'next' | 'release' | null;

const findOther = (
  <Link to="/work" className={buttonClass('outline')}>
    {t.findOther}
  </Link>
);

/** The item held, with its time left, its inputs and the answer's form. */
function ClaimCard({ claim, children, onExpire }: { claim: Claim; children: ReactNode; onExpire: () => void }) {
  return (
    <section aria-labelledby="work-item" className="rounded-2xl border border-slate-200 bg-white shadow-xs">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-3 sm:px-6">
        <h2 id="work-item" className="text-lg font-semibold text-slate-900">
          {t.item}
        </h2>
        <Countdown expiresAt={claim.expiresAt} onExpire={onExpire} />
      </div>
      <div className="space-y-6 p-5 sm:p-6">
        <ItemInputs inputs={claim.item.inputs} />
        <div className="border-t border-slate-100 pt-5">
          <h3 className="mb-4 text-base font-semibold text-slate-900">{t.answer}</h3>
          {children}
        </div>
      </div>
    </section>
  );
}

/**
 * The work on one pool: takes an item on arrival (claiming again answers the same claim), shows it
 * with its countdown and the answer's fields, and after Submit, Release or the time running out
 * says so and offers the next item. 'Submit and next' takes the next item at once and puts the
 * focus on its first field. A pool that gives the caller nothing now says why instead.
 */
export function WorkArea({ pool }: { pool: WorkerPool }) {
  const claim = useClaim(pool._id);
  const answer = useAnswer();
  const release = useRelease();
  const refreshWork = useRefreshWork(pool._id);
  const [ended, setEnded] = useState<Ended | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [focusFirst, setFocusFirst] = useState(false);
  const [notice, setNotice] = useState({ text: '', count: 0 });
  const announce = (text: string) => setNotice((n) => ({ text, count: n.count + 1 }));
  const stop = stopOf(pool);
  const stopped = stop !== null;
  const { mutate: claimItem } = claim;

  const onClaimError = (error: unknown) => {
    // Blocked, limit reached, nothing left: the standing says which.
    if (isRefusal(error)) void refreshWork();
  };

  // The first item, on arrival (or once the pool lets the caller work).
  const started = useRef(false);
  useEffect(() => {
    if (stopped || started.current) return;
    started.current = true;
    claimItem(undefined, { onError: (error) => (isRefusal(error) ? void refreshWork() : undefined) });
  }, [stopped, claimItem, refreshWork]);

  const takeNext = () => {
    setEnded(null);
    setFormError(null);
    setFocusFirst(true);
    claimItem(undefined, { onError: onClaimError });
  };

  const onSubmit = async (body: Required<AnswerInput>, next: boolean): Promise<FieldErrors | void> => {
    const current = claim.data;
    if (!current) return;
    setBusy(next ? 'next' : 'submit');
    setFormError(null);
    try {
      const result = await answer.mutateAsync({ itemId: current.item._id, body });
      announce(result.message);
      if (next) takeNext();
      else setEnded({ kind: 'submitted', message: result.message });
    } catch (error) {
      if (isExpiry(error)) {
        setEnded({ kind: 'expired', message: error.message });
        return;
      }
      setFormError(errorMessage(error, t.answerFailed));
      if (isRefusal(error)) {
        void refreshWork();
        const fields = error.fields ?? {};
        const refused: FieldErrors = {};
        for (const output of current.outputs) refused[output.name] = fields[output.name] ?? fields[`outputs.${output.name}`] ?? fields[`files.${output.name}`];
        return refused;
      }
    } finally {
      setBusy(null);
    }
  };

  const onRelease = () => {
    const current = claim.data;
    if (!current) return;
    setBusy('release');
    setFormError(null);
    release.mutate(current.item._id, {
      onSuccess: (result) => {
        announce(result.message);
        setEnded({ kind: 'released', message: result.message });
      },
      onError: (error) => {
        if (isExpiry(error)) setEnded({ kind: 'expired', message: error.message });
        else setFormError(errorMessage(error, t.releaseFailed));
      },
      onSettled: () => setBusy(null),
    });
  };

  let content: ReactNode;
  if (stop) {
    content = (
      <OutcomePanel heading={stop.heading} message={stop.message}>
        {findOther}
      </OutcomePanel>
    );
  } else if (ended) {
    const again = (
      <Button onClick={takeNext}>{ended.kind === 'expired' ? t.takeAnother : t.next}</Button>
    );
    // Submitted and released: the server's sentence says it all; a claim that ran out gets a heading over it.
    const expired = ended.kind === 'expired';
    content = (
      <OutcomePanel heading={expired ? t.expiredHeading : ended.message} message={expired ? ended.message : undefined} tone={expired ? 'problem' : 'done'}>
        {again}
        {findOther}
      </OutcomePanel>
    );
  } else if (claim.isError) {
    const refused = isRefusal(claim.error);
    content = (
      <OutcomePanel heading={refused ? refusalHeading(claim.error.message) : t.unavailableHeading} message={errorMessage(claim.error, t.claimFailed)}>
        {refused ? null : <Button onClick={takeNext}>{t.tryAgain}</Button>}
        {findOther}
      </OutcomePanel>
    );
  } else if (claim.data) {
    content = (
      <ClaimCard key={claim.data.answerId} claim={claim.data} onExpire={() => setEnded({ kind: 'expired', message: taskPoolTexts.claimExpired })}>
        <AnswerForm key={claim.data.answerId} outputs={claim.data.outputs} onSubmit={onSubmit} onRelease={onRelease} busy={busy} error={formError} autoFocus={focusFirst} />
      </ClaimCard>
    );
  } else {
    content = (
      <div className="flex items-center justify-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-16 text-brand-700">
        <Spinner label={t.taking} />
        <span aria-hidden="true" className="text-sm text-slate-600">
          {t.taking}
        </span>
      </div>
    );
  }

  return (
    <>
      {/* What the last answer or release did, for screen readers (the panel or the next item replaces the form). */}
      <p role="status" className="sr-only">
        {/* The same message twice in a row is a change too (a zero-width space apart), so it is read again. */}
        {notice.text}
        {notice.count % 2 ? '\u200b' : ''}
      </p>
      {content}
    </>
  );
}
