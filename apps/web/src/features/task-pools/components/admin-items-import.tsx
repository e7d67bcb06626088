import { taskPoolAdminTexts, type ImportError, type ImportResult, type PoolOutput } from '@market/shared';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { CheckCircleIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { ResponsiveTable, type Column } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useImportItems } from '../admin-api';

const copy = taskPoolAdminTexts.items;

type Check =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'ok'; result: ImportResult }
  | { kind: 'bad'; refusal: ImportError }
  | { kind: 'failed'; message: string };

type PreviewRow = { index: number; values: Record<string, string> };

/** The file's first lines as read by the server, one column per CSV column. */
function Preview({ result }: { result: ImportResult }) {
  const columns: Array<Column<PreviewRow>> = result.columns.map((name) => ({
    header: name,
    className: 'md:max-w-64',
    cell: (row) => (
      <span dir="auto" data-user-content className="block break-words whitespace-pre-line">
        {row.values[name] ?? ''}
      </span>
    ),
  }));
  const rows = result.preview.map((values, index) => ({ index, values }));
  return <ResponsiveTable caption={copy.previewCaption} columns={columns} rows={rows} rowKey={(r) => String(r.index)} />;
}

/** The wrong lines of a refused file: each line's number and what is wrong with it. */
function LineErrors({ refusal }: { refusal: ImportError }) {
  const count = formatNumber(refusal.errorCount);
  return (
    <div role="alert" className="space-y-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900">
      <p className="font-semibold">{copy.badHeading(count)}</p>
      <ul aria-label={copy.errorsLabel} className="max-h-72 list-disc space-y-1 overflow-y-auto ps-5 text-sm break-words">
        {refusal.errors.map((e) => (
          <li key={`${e.line}-${e.message}`}>{copy.line(formatNumber(e.line), e.message)}</li>
        ))}
      </ul>
      {refusal.errorCount > refusal.errors.length ? <p className="text-sm">{copy.badShown(formatNumber(refusal.errors.length), count)}</p> : null}
      <p className="text-sm">{copy.badFix}</p>
    </div>
  );
}

type ItemsImportProps = {
  poolId: string;
  /** The pool's answer fields: their `gold:` columns make a line a control item. */
  outputs: ReadonlyArray<Pick<PoolOutput, 'name' | 'type'>>;
  onImported?: (result: ImportResult) => void;
};

/**
 * A CSV file of items: checked by the server as soon as it is chosen (`dryRun`), with a preview of
 * its first lines or the list of its wrong lines, then imported with Import. Nothing is imported
 * while a line is wrong.
 */
export function ItemsImport({ poolId, outputs, onImported }: ItemsImportProps) {
  const id = useId();
  const items = useImportItems(poolId);
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<Check>({ kind: 'idle' });
  const [importing, setImporting] = useState(false);
  const [done, setDone] = useState<ImportResult | null>(null);
  // A new input after an import, so the same file can be chosen again.
  const [inputKey, setInputKey] = useState(0);
  // Only the latest file's check counts: one chosen while another is checked replaces it.
  const latest = useRef(0);

  const choose = async (chosen: File | null) => {
    const ticket = ++latest.current;
    setFile(chosen);
    setDone(null);
    if (!chosen) return setCheck({ kind: 'idle' });
    setCheck({ kind: 'checking' });
    try {
      const outcome = await items.mutateAsync({ file: chosen, dryRun: true });
      if (ticket !== latest.current) return;
      setCheck(outcome.ok ? { kind: 'ok', result: outcome.result } : { kind: 'bad', refusal: outcome.refusal });
    } catch (error) {
      if (ticket === latest.current) setCheck({ kind: 'failed', message: errorMessage(error, copy.checkFailed) });
    }
  };

  const importFile = async () => {
    if (!file) return;
    setImporting(true);
    try {
      const outcome = await items.mutateAsync({ file, dryRun: false });
      if (outcome.ok) {
        toast.success(outcome.result.message);
        latest.current += 1;
        setDone(outcome.result);
        setFile(null);
        setCheck({ kind: 'idle' });
        setInputKey((k) => k + 1);
        onImported?.(outcome.result);
      } else setCheck({ kind: 'bad', refusal: outcome.refusal });
    } catch (error) {
      toast.error(errorMessage(error, copy.checkFailed));
    } finally {
      setImporting(false);
    }
  };

  const gold = outputs.filter((o) => o.type !== 'files').map((o) => `gold:${o.name}`);

  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <label id={`${id}-label`} htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-700">
          {copy.file}
        </label>
        <FileInput
          key={inputKey}
          id={`${id}-file`}
          labelId={`${id}-label`}
          accept=".csv,text/csv"
          chosen={file?.name}
          aria-describedby={`${id}-hint`}
          disabled={importing}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            // Cleared, so that the same file chosen again after it is corrected is checked again.
            e.target.value = '';
            if (chosen) void choose(chosen);
          }}
        />
        <div id={`${id}-hint`} className="space-y-1 text-xs text-slate-500">
          <p>{copy.formatHint}</p>
          {gold.length ? (
            <p>
              {copy.goldHint(gold.join(', '))}
            </p>
          ) : null}
        </div>
      </div>

      <div aria-live="polite" className="space-y-4 empty:hidden">
        {check.kind === 'checking' ? <Spinner label={copy.checking} className="text-brand-700" /> : null}
        {check.kind === 'failed' ? (
          <p role="alert" className="text-sm text-red-700">
            {check.message}
          </p>
        ) : null}
        {check.kind === 'bad' ? <LineErrors refusal={check.refusal} /> : null}
        {check.kind === 'ok' ? (
          <div className="space-y-3">
            <div className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
              <p className="font-semibold">{copy.okHeading(formatNumber(check.result.imported))}</p>
              <p className="text-sm">{copy.controlCount(formatNumber(check.result.controlItems))}</p>
            </div>
            {check.result.preview.length ? <Preview result={check.result} /> : null}
          </div>
        ) : null}
        {done ? (
          <p className="flex items-center gap-2 font-medium text-emerald-800">
            <CheckCircleIcon className="size-5 shrink-0" />
            {copy.imported(formatNumber(done.imported))}
          </p>
        ) : null}
      </div>

      {check.kind === 'ok' ? (
        <Button onClick={() => void importFile()} disabled={importing}>
          {importing ? <Spinner decorative /> : null}
          {importing ? copy.importing : copy.import}
        </Button>
      ) : null}
    </div>
  );
}
