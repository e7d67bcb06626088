import { taskTexts, taskWebTexts } from '@market/shared';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteTask } from '../api';
import { taskToast } from '../toasts';

/** Confirms and deletes a task (SPEC 4): on success the list reloads without it and the dialog closes. */
export function DeleteTaskDialog({ taskId, onClose }: { taskId: string | null; onClose: () => void }) {
  const remove = useDeleteTask();
  const confirm = () => {
    if (!taskId) return;
    remove.mutate(taskId, {
      onSuccess: () => {
        toast.success(taskTexts.deleted, taskToast);
        onClose();
      },
      onError: () => toast.error(taskTexts.deleteFailed, taskToast),
    });
  };
  return (
    <Modal open={taskId !== null} onClose={onClose} title={taskWebTexts.deleteDialog.title} size="sm">
      <p className="mt-3 text-slate-700">{taskTexts.deleteConfirm}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          {taskWebTexts.deleteDialog.cancel}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? <Spinner decorative /> : null}
          {taskWebTexts.deleteDialog.delete}
        </Button>
      </div>
    </Modal>
  );
}
