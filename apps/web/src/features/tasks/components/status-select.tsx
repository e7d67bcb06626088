import { taskStatuses, taskWebTexts, workerTaskStatuses, type TaskStatus } from '@market/shared';
import { SelectField } from '@/components/ui/select-field';

/** The status choice of the detail page: all four for admins, To Do and In Progress for the assignee (SPEC 4). */
export function StatusSelect({ value, isAdmin, disabled, onChange }: { value: TaskStatus; isAdmin: boolean; disabled?: boolean; onChange: (status: TaskStatus) => void }) {
  const options: readonly TaskStatus[] = isAdmin ? taskStatuses : workerTaskStatuses;
  return <SelectField label={taskWebTexts.status} value={value} disabled={disabled} onValueChange={onChange} options={options.map((s) => ({ value: s, label: s }))} />;
}
