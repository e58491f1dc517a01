import { useState } from 'react';
import { pwaT as t } from '@web/lib/i18n/pwa-t';
import { Button } from '@web/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/ui/tabs';
import { WidgetPreview } from './widget-preview';

const platforms = ['iphone', 'android'] as const;
type Platform = (typeof platforms)[number];
const stepCount = 5;

/** The device's own platform first (the other tab is one tap away). */
function likelyPlatform(): Platform {
  return /android/i.test(navigator.userAgent) ? 'android' : 'iphone';
}

/**
 * 001 §2 Widget dialogs: iPhone and Android tabs, five steps each, a preview, Maybe Later, and on
 * the last step I've Added the Widget!. Closing any other way counts as Maybe Later.
 */
export function WidgetDialog({
  open,
  onAdded,
  onLater,
}: {
  open: boolean;
  onAdded: () => void;
  onLater: () => void;
}) {
  const [platform, setPlatform] = useState<Platform>(likelyPlatform);
  const [step, setStep] = useState(1);
  const last = step === stepCount;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onLater()}>
      {/* Tighter on phones, so the steps, the whole preview and the buttons fit a 390 px screen. */}
      <DialogContent className="max-w-xl gap-3 p-5 sm:gap-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>{t('widget.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('widget.dialogDescription')}</DialogDescription>
        </DialogHeader>
        <Tabs
          value={platform}
          onValueChange={(value) => {
            setPlatform(value as Platform);
            setStep(1);
          }}
        >
          <TabsList className="w-full">
            {platforms.map((name) => (
              <TabsTrigger key={name} value={name}>
                {t(`widget.${name}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {platforms.map((name) => (
            <TabsContent key={name} value={name} className="grid gap-4">
              <div aria-live="polite" className="grid gap-1">
                <p className="text-sm font-medium text-muted-foreground">
                  {t('widget.step', { step, total: stepCount })}
                </p>
                <p data-testid="widget-step" className="text-base">
                  {t(`widget.${name}.${step as 1 | 2 | 3 | 4 | 5}`)}
                </p>
              </div>
              <ol className="flex gap-1.5" aria-hidden="true">
                {Array.from({ length: stepCount }, (_, index) => (
                  <li
                    key={index}
                    className={
                      index < step
                        ? 'h-1.5 flex-1 rounded bg-primary'
                        : 'h-1.5 flex-1 rounded bg-muted'
                    }
                  />
                ))}
              </ol>
            </TabsContent>
          ))}
        </Tabs>
        <WidgetPreview />
        {/* One row (wrapping only when the last step's longer label needs it): no tall stack. */}
        <DialogFooter className="flex-row flex-wrap items-center justify-between">
          <Button variant="ghost" onClick={onLater}>
            {t('widget.maybeLater')}
          </Button>
          <div className="ml-auto flex gap-2">
            {step > 1 && (
              <Button variant="outline" onClick={() => setStep(step - 1)}>
                {t('widget.back')}
              </Button>
            )}
            {last ? (
              <Button onClick={onAdded}>{t('widget.added')}</Button>
            ) : (
              <Button onClick={() => setStep(step + 1)}>{t('widget.next')}</Button>
            )}
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
