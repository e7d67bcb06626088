import { formatMoney, taskPoolAdminTexts, type Pool, type PoolOutput } from '@market/shared';
import type { ReactNode } from 'react';
import { Badge, ResponsiveTable, type Column } from '@/components/ui/table';
import { formatDateTime, formatNumber } from '@/lib/format';
import { skillLabel } from '@/lib/value-labels';
import { FileLinks } from './admin-file-links';

const copy = taskPoolAdminTexts.pool;
const columns = copy.outputColumns;

const outputColumns: Array<Column<PoolOutput>> = [
  { header: columns.name, cell: (o) => <code dir="ltr" className="text-sm break-words text-slate-900">{o.name}</code> },
  { header: columns.label, cell: (o) => <bdi data-user-content className="break-words">{o.label}</bdi> },
  { header: columns.type, cell: (o) => taskPoolAdminTexts.outputTypeLabels[o.type] },
  {
    header: columns.options,
    cell: (o) =>
      o.options?.length ? (
        <span className="flex flex-wrap gap-1">
          {o.options.map((option) => (
            <Badge key={option}>
              <bdi data-user-content>{option}</bdi>
            </Badge>
          ))}
        </span>
      ) : (
        <span className="text-slate-500">{taskPoolAdminTexts.none}</span>
      ),
  },
  { header: columns.required, cell: (o) => (o.required ? copy.yes : copy.no) },
];

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-500">{term}</dt>
      <dd className="mt-0.5 font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** A pool's settings as read: reward, skills, overlap, times, limits, checks, qualification; its instructions, files and answer fields. */
export function PoolSettings({ pool }: { pool: Pool }) {
  const n = (value: number) => formatNumber(value);
  return (
    <div className="space-y-6">
      {pool.isExam ? <p className="rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200">{copy.examNote}</p> : null}
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Item term={copy.reward}>{copy.rewardValue(formatMoney(pool.reward * 100, 'PKR'))}</Item>
        <Item term={copy.skills}>
          <span className="flex flex-wrap gap-1">
            {pool.skills.map((skill) => (
              <Badge key={skill} tone="blue">
                {skillLabel(skill)}
              </Badge>
            ))}
          </span>
        </Item>
        <Item term={copy.overlap}>{n(pool.overlap)}</Item>
        <Item term={copy.claimMinutes}>{copy.minutes(n(pool.claimMinutes))}</Item>
        <Item term={copy.reviewHours}>{copy.hours(n(pool.reviewHours))}</Item>
        <Item term={copy.perWorkerLimit}>{pool.perWorkerLimit === null ? taskPoolAdminTexts.noLimit : n(pool.perWorkerLimit)}</Item>
        <Item term={copy.controlRate}>{copy.percent(n(pool.controlRate))}</Item>
        <Item term={copy.minAccuracy}>{copy.percent(n(pool.minAccuracy))}</Item>
        <Item term={copy.qualification}>
          {pool.qualification ? (
            <>
              <bdi data-user-content className="block">
                {pool.qualification.title}
              </bdi>
              <span className="block text-sm font-normal text-slate-600">{copy.qualificationValue(n(pool.qualification.minScore), n(pool.qualification.retryHours))}</span>
            </>
          ) : (
            taskPoolAdminTexts.none
          )}
        </Item>
        <Item term={copy.published}>{pool.publishedAt ? <time dateTime={pool.publishedAt}>{formatDateTime(pool.publishedAt)}</time> : copy.notPublished}</Item>
      </dl>
      <section aria-labelledby="pool-instructions" className="space-y-2">
        <h3 id="pool-instructions" className="text-base font-semibold text-slate-900">
          {copy.instructionsHeading}
        </h3>
        <p dir="auto" data-user-content className="whitespace-pre-line break-words text-slate-700">
          {pool.desc}
        </p>
      </section>
      {pool.attachments.length ? (
        <section aria-labelledby="pool-files" className="space-y-2">
          <h3 id="pool-files" className="text-base font-semibold text-slate-900">
            {copy.filesHeading}
          </h3>
          <FileLinks files={pool.attachments} label={copy.filesHeading} />
        </section>
      ) : null}
      <section aria-labelledby="pool-outputs" className="space-y-2">
        <h3 id="pool-outputs" className="text-base font-semibold text-slate-900">
          {copy.outputsHeading}
        </h3>
        <ResponsiveTable caption={copy.outputsCaption} columns={outputColumns} rows={pool.outputs} rowKey={(o) => o.name} />
      </section>
    </div>
  );
}
