import { useState } from 'react';
import { Link } from '@web/ui/link';
import { Crown } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { premiumT } from './i18n/premium-t';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';
import { lazyDialog } from '@web/ui/lazy-dialog';

// The benefits and prices, and the dialog library under them, load when first asked for.
const UpgradeDialog = lazyDialog(
  () => import('./upgrade-dialog'),
  'UpgradeDialog',
  (props) => props.open,
);

interface UpgradeCardProps {
  /** The heading; "Upgrade to Premium" by default. */
  title?: string;
  /** Why the member sees the card here (a limit reached, a premium-only item), above `description`. */
  detail?: string;
  /** What premium would open here; the general line by default. */
  description?: string;
  /** The heading level that fits the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** The card a subscription gate shows to someone without premium: what they miss, and the plans. */
export function UpgradeCard({
  title,
  detail,
  description,
  headingLevel = 2,
  className,
}: UpgradeCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const [open, setOpen] = useState(false);
  return (
    <Card className={cn('grid gap-3 border-primary/30 bg-primary-soft/40 p-5', className)}>
      <div className="flex items-center gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <Crown aria-hidden="true" className="size-4" />
        </span>
        <Heading className="font-semibold">{title ?? premiumT('premium.upgradeTitle')}</Heading>
      </div>
      {detail ? <p className="text-sm">{detail}</p> : null}
      <p className="text-sm text-muted-foreground">
        {description ?? premiumT('premium.upgradeDescription')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/subscription">{premiumT('premium.upgradeAction')}</Link>
        </Button>
        <Button variant="outline" onClick={() => setOpen(true)}>
          {premiumT('premium.benefitsAction')}
        </Button>
      </div>
      <UpgradeDialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}
