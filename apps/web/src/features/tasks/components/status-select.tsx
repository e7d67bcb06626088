import { labelOf, taskStatuses, taskStatusLabels, taskWebTexts, workerTaskStatuses, type TaskStatus } from '@market/shared';
import { SelectField } from '@/components/ui/select-field';

/** The admin's status choice on the detail page: all four, saved at once (SPEC 4). */
export function StatusSelect({ value, disabled, onChange }: { value: TaskStatus; disabled?: boolean; onChange: (status: TaskStatus) => void }) {
  return (
    <SelectField
      layout="stacked"
      size="md"
      label={taskWebTexts.status}
      value={value}
      disabled={disabled}
      onValueChange={onChange}
      options={taskStatuses.map((s) => ({ value: s, label: labelOf(taskStatusLabels, s) }))}
    />
  );
}

type WorkerStatusSelectProps = { value: TaskStatus; current: TaskStatus; onChange: (status: TaskStatus) => void };

/**
 * The assignee's choice, To Do or In Progress, which SPEC 4 sends only with the next submission:
 * labelled and explained as such, so it never reads as the task's status now (`current`).
 */
export function WorkerStatusSelect({ value, current, onChange }: WorkerStatusSelectProps) {
  return (
    <SelectField
      layout="stacked"
      size="md"
      label={taskWebTexts.detail.nextStatus}
      value={value}
      onValueChange={onChange}
      options={workerTaskStatuses.map((s) => ({ value: s, label: labelOf(taskStatusLabels, s) }))}
      description={<p className="text-xs text-slate-500">{taskWebTexts.detail.nextStatusNote(labelOf(taskStatusLabels, current))}</p>}
    />
  );
}
