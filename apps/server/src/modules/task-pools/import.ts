import { Readable, Transform } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { eq, sql } from 'drizzle-orm';
import { poolLimits, requestTexts, taskPoolTexts as t, type ImportLineError, type PoolOutput } from '@market/shared';
import type { Database, Transaction } from '../../db/client.js';
import { taskItems, taskPools } from '../../db/schema/task-pools.js';
import { conflict, tooLarge } from '../../lib/errors.js';
import { findBadText } from '../../plugins/input.js';
import { lockPool } from './pools.js';

/** The largest CSV one import takes (100,000 rows of a few columns are a few MB). */
export const importMaxBytes = 100 * 1024 * 1024;
const batchSize = 1000;
const previewRows = 5;
const goldPrefix = 'gold:';

/** One row as read: its line in the file (1 is the header) and its values by column. */
type SourceRow = { line: number; values: Record<string, string> };

export type ImportOutcome =
  | { ok: true; imported: number; controlItems: number; columns: string[]; preview: Record<string, string>[] }
  | { ok: false; errors: ImportLineError[]; errorCount: number };

/** The column names of a CSV header, or a line-1 error. */
function checkHeader(columns: string[], outputs: PoolOutput[]): string | null {
  const names = columns.map((c) => c.trim());
  if (names.some((n) => findBadText(n) !== null)) return requestTexts.badCharacters;
  if (names.length === 0 || names.length > poolLimits.columnsMax || names.some((n) => !n) || new Set(names).size !== names.length) return t.csvHeaderInvalid;
  const outputNames = new Set(outputs.map((o) => o.name));
  const unknown = names.find((n) => n.startsWith(goldPrefix) && !outputNames.has(n.slice(goldPrefix.length)));
  if (unknown) return t.goldUnknown(unknown.slice(goldPrefix.length));
  if (!names.some((n) => !n.startsWith(goldPrefix))) return t.inputsRequired;
  return null;
}

type CheckedRow = { inputs: Record<string, string>; gold: Record<string, string> | null };

/** One row's inputs and expected answer, or what is wrong with it. */
function checkRow(values: Record<string, string>, outputs: PoolOutput[]): CheckedRow | string {
  const inputs: Record<string, string> = {};
  const gold: Record<string, string> = {};
  for (const [column, raw] of Object.entries(values)) {
    // The body skipped the app's check of every request (it is a stream): each value is checked here.
    if (findBadText(raw) !== null) return requestTexts.badCharacters;
    const value = raw.trim();
    if (value.length > poolLimits.valueMax) return t.valueTooLong;
    if (!column.startsWith(goldPrefix)) {
      inputs[column] = value;
      continue;
    }
    if (!value) continue;
    const name = column.slice(goldPrefix.length);
    const output = outputs.find((o) => o.name === name);
    if (!output) return t.goldUnknown(name);
    if (output.type === 'files') return t.goldUnknown(name);
    if (output.type === 'choice') {
      const option = output.options?.find((o) => o.toLowerCase() === value.toLowerCase());
      if (!option) return t.goldNotOption(name, value);
      gold[name] = option;
    } else gold[name] = value;
  }
  if (Object.values(inputs).every((v) => !v)) return t.inputsRequired;
  return { inputs, gold: Object.keys(gold).length ? gold : null };
}

/** CSV rows, streamed: the header names the columns; a row with another count of values is an error of its line. */
async function* csvRows(body: Readable, errors: (e: ImportLineError) => void): AsyncGenerator<SourceRow | { header: string[] }> {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (bytes > importMaxBytes) done(tooLarge());
      else done(null, chunk);
    },
  });
  const parser = body.pipe(counter).pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true, skip_records_with_error: true, info: true }));
  counter.on('error', (err) => parser.destroy(err));
  // A malformed record (a quote left open) is skipped and reported at its line; the rest is still read.
  parser.on('skip', (err: CsvError & { lines?: number }) => errors({ line: err.lines ?? 0, message: t.csvQuoteUnclosed }));
  let header: string[] | null = null;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!header) {
        header = record.map((c) => c.trim());
        yield { header };
        continue;
      }
      if (record.length !== header.length) {
        errors({ line: info.lines, message: t.csvColumnsMismatch(header.length, record.length) });
        continue;
      }
      yield { line: info.lines, values: Object.fromEntries(header.map((c, i) => [c, record[i]])) };
    }
  } catch (err) {
    if (err instanceof CsvError) {
      errors({ line: (err as CsvError & { lines?: number }).lines ?? 0, message: t.csvQuoteUnclosed });
      return;
    }
    throw err;
  }
}

/** A JSON array's objects as rows (line = position from 1); its columns are the first object's keys. */
function* jsonRows(body: unknown, errors: (e: ImportLineError) => void): Generator<SourceRow | { header: string[] }> {
  if (!Array.isArray(body)) {
    errors({ line: 0, message: t.jsonItemsInvalid });
    return;
  }
  let header: string[] | null = null;
  for (const [i, item] of body.entries()) {
    const line = i + 1;
    if (typeof item !== 'object' || item === null || Array.isArray(item) || !Object.values(item).every((v) => ['string', 'number', 'boolean'].includes(typeof v))) {
      errors({ line, message: t.jsonItemsInvalid });
      continue;
    }
    const values = Object.fromEntries(Object.entries(item as Record<string, unknown>).map(([k, v]) => [k.trim(), String(v)]));
    if (!header) {
      header = Object.keys(values);
      yield { header };
    }
    yield { line, values };
  }
}

/**
 * Imports a pool's items from a CSV stream or a JSON array, checking every row: all of them go in,
 * in one transaction, or none (the answer lists the wrong lines). Rows are written in batches as
 * they are read, so a large file is never held in memory; a dry run checks without writing.
 */
export async function importItems(db: Database, poolId: string, source: { csv: Readable } | { json: unknown }, dryRun: boolean): Promise<ImportOutcome> {
  const errors: ImportLineError[] = [];
  let errorCount = 0;
  const addError = (e: ImportLineError) => {
    errorCount++;
    if (errors.length < poolLimits.importErrorsListed) errors.push(e);
  };
  const rows = 'csv' in source ? csvRows(source.csv, addError) : jsonRows(source.json, addError);

  class Rollback extends Error {}
  let outcome: ImportOutcome | null = null;
  try {
    await db.transaction(async (tx) => {
      const pool = await lockPool(tx, poolId);
      if (pool.status === 'closed') throw conflict(t.importClosed);
      let columns: string[] = [];
      const preview: Record<string, string>[] = [];
      let position = pool.itemCount + pool.controlCount;
      let imported = 0;
      let controls = 0;
      let batch: (typeof taskItems.$inferInsert)[] = [];
      const flush = async (w: Transaction) => {
        if (batch.length && !dryRun && errorCount === 0) await w.insert(taskItems).values(batch);
        batch = [];
      };
      for await (const row of rows) {
        if ('header' in row) {
          columns = row.header;
          const wrong = checkHeader(columns, pool.outputs);
          if (wrong) {
            addError({ line: 1, message: wrong });
            break;
          }
          continue;
        }
        const checked = checkRow(row.values, pool.outputs);
        if (typeof checked === 'string') {
          addError({ line: row.line, message: checked });
          continue;
        }
        if (preview.length < previewRows) preview.push(row.values);
        position++;
        imported++;
        if (checked.gold) controls++;
        batch.push({ poolId, line: position, inputs: checked.inputs, gold: checked.gold, isControl: !!checked.gold, slotsLeft: checked.gold ? 0 : pool.overlap });
        if (batch.length >= batchSize) await flush(tx);
      }
      if (errorCount === 0 && imported === 0) addError({ line: columns.length ? 2 : 1, message: t.csvEmpty });
      if (errorCount > 0) {
        outcome = { ok: false, errors, errorCount };
        throw new Rollback();
      }
      await flush(tx);
      outcome = { ok: true, imported, controlItems: controls, columns, preview };
      if (dryRun) throw new Rollback();
      await tx
        .update(taskPools)
        .set({ itemCount: sql`${taskPools.itemCount} + ${imported - controls}`, controlCount: sql`${taskPools.controlCount} + ${controls}` })
        .where(eq(taskPools.id, poolId));
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
  } finally {
    // A stream left half read (an error of the header) is drained, so the request ends cleanly.
    if ('csv' in source && !source.csv.readableEnded) source.csv.resume();
  }
  return outcome!;
}
