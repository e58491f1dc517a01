import { Link } from '@web/ui/link';
import { Check, Crown } from 'lucide-react';
import { premiumT, type PremiumKey } from './i18n/premium-t';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { formatPrice, premiumPrices } from './prices';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/ui/dialog';

const benefits: PremiumKey[] = [
  'premium.benefit.unlimited',
  'premium.benefit.audio',
  'premium.benefit.scheduling',
  'premium.benefit.exclusive',
  'premium.benefit.support',
  'premium.benefit.adFree',
];

interface UpgradeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 001 §2 Premium upgrade dialog: six benefits, the yearly and monthly prices, the guarantee. */
export function UpgradeDialog({ open, onOpenChange }: UpgradeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Crown aria-hidden="true" className="size-5 text-primary" />
            {premiumT('premium.dialogTitle')}
          </DialogTitle>
          <DialogDescription>{premiumT('premium.dialogDescription')}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2 text-sm">
          {benefits.map((key) => (
            <li key={key} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {premiumT(key)}
            </li>
          ))}
        </ul>
        <div className="grid gap-1 rounded-lg bg-primary-soft/40 p-3 text-center">
          <p className="flex items-center justify-center gap-2 text-lg font-semibold">
            {premiumT('premium.dialogYearly', { price: formatPrice(premiumPrices.annual) })}
            <Badge variant="solid">{premiumT('premium.save17')}</Badge>
          </p>
          <p className="text-sm text-muted-foreground">
            {premiumT('premium.dialogMonthly', { price: formatPrice(premiumPrices.monthly) })}
          </p>
        </div>
        <p className="text-center text-xs text-muted-foreground">{premiumT('premium.guarantee')}</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">{premiumT('premium.dialogLater')}</Button>
          </DialogClose>
          <Button asChild>
            <Link to="/subscription" onClick={() => onOpenChange(false)}>
              {premiumT('premium.dialogAction')}
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
