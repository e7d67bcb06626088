import { financeWebTexts } from '@market/shared';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useLedgerReport } from '../api';
import { CurrencyReportCard } from '../components/currency-report';
import { FxRateCard } from '../components/fx-rate-card';

const copy = financeWebTexts;

/** /dashboard/finance: the reconciliation of the books, a card per currency (admins). */
export default function FinancePage() {
  const report = useLedgerReport();

  let body;
  if (report.isPending) body = <Spinner label={copy.loading} className="text-brand-700" />;
  else if (report.isError)
    body = (
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-6 text-center font-medium text-red-700">
        {copy.loadFailed}
      </p>
    );
  else
    body = (
      <>
        <p
          className={
            report.data.ok
              ? 'rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 font-medium text-emerald-900'
              : 'rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900'
          }
        >
          {report.data.ok ? copy.allOk : copy.notOk}
        </p>
        <div className="grid gap-6 xl:grid-cols-2">
          {report.data.currencies.map((c) => (
            <CurrencyReportCard key={c.currency} report={c} />
          ))}
        </div>
      </>
    );

  return (
    <div className="mx-auto max-w-7xl space-y-5 px-4 py-6 sm:px-6">
      <PageHeader title={copy.heading} description={copy.description}>
        <Button variant="outline" size="sm" className="self-start sm:self-auto" onClick={() => void report.refetch()} disabled={report.isFetching}>
          {report.isFetching && !report.isPending ? <Spinner decorative className="size-4" /> : null}
          {copy.refresh}
        </Button>
      </PageHeader>
      <FxRateCard />
      <div aria-busy={report.isFetching} className="space-y-5">
        {body}
      </div>
    </div>
  );
}
