import { walletCheckoutWebTexts, walletMethods, type WalletMethod } from '@market/shared';
import { CreditCardIcon, PhoneIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

export type CheckoutMethod = 'card' | WalletMethod;
const methods: readonly CheckoutMethod[] = ['card', ...walletMethods];
const copy = walletCheckoutWebTexts;

/**
 * How to pay: Card (in dollars) or a wallet (Easypaisa, JazzCash, Raast: in rupees), as radio cards.
 * Native radios, so Tab reaches the group and the arrow keys move the choice.
 */
export function PaymentMethodChoice({ value, onChange, disabled = false }: { value: CheckoutMethod; onChange: (method: CheckoutMethod) => void; disabled?: boolean }) {
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-3 text-sm font-medium text-slate-700">{copy.howToPay}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
        {methods.map((method) => {
          const checked = method === value;
          const Icon = method === 'card' ? CreditCardIcon : PhoneIcon;
          return (
            <label
              key={method}
              className={cn(
                'relative flex cursor-pointer flex-col items-start gap-1 rounded-lg border-2 px-3 py-2.5 text-start has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-1',
                checked ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white hover:border-slate-300',
              )}
            >
              <input
                type="radio"
                name="payment-method"
                value={method}
                checked={checked}
                onChange={() => onChange(method)}
                className="sr-only"
              />
              <Icon className={cn('size-5', checked ? 'text-brand-700' : 'text-slate-500')} />
              <span className={cn('text-sm font-semibold', checked ? 'text-brand-800' : 'text-slate-900')}>{copy.methods[method]}</span>
              <span className="text-xs leading-snug text-slate-500">{copy.hints[method]}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
