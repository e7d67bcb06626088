import { orderFilterTexts, orderStatusFilters, type OrderStatusFilter } from '@market/shared';
import { SelectField, type SelectOption } from '@/components/ui/select-field';

const options: Array<SelectOption<OrderStatusFilter | ''>> = [{ value: '', label: orderFilterTexts.all }, ...orderStatusFilters.map((f) => ({ value: f, label: orderFilterTexts.filters[f] }))];

/** The status group of /orders; the page keeps it in the address (`?status=`), beside `?role=`. */
export function StatusFilter({ status, onChange }: { status: OrderStatusFilter | null; onChange: (status: OrderStatusFilter | null) => void }) {
  return <SelectField label={orderFilterTexts.label} value={status ?? ''} onValueChange={(value) => onChange(value === '' ? null : value)} options={options} />;
}
