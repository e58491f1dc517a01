import { useRef } from 'react';
import {
  avatarMaxBytes,
  avatarNotImage,
  avatarTooLarge,
  avatarTypes,
} from '@contracts/avatar-limits';
import { accountT as t } from '@web/lib/i18n/account-t';
import { notifyError, notifyFailure } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { useRemoveAvatar, useUploadAvatar } from './use-avatar';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('') || '?';

/**
 * The profile picture with Upload and Remove. The file is checked here for a quick answer (kind,
 * 2 MB); the server checks it again by its bytes.
 */
export function AvatarField({ avatarUrl, name }: { avatarUrl: string | null; name: string }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const onError = (error: unknown) => notifyError(t('account.avatarFailed'), error, avatarNotImage);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!(avatarTypes as readonly string[]).includes(file.type))
      return notifyFailure(t('account.avatarFailed'), avatarNotImage);
    if (file.size > avatarMaxBytes) return notifyFailure(t('account.avatarFailed'), avatarTooLarge);
    upload.mutate(file, { onError });
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      {avatarUrl ? (
        <img
          src={avatarUrl}
          alt={t('account.avatar')}
          className="size-16 rounded-full border object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="grid size-16 place-items-center rounded-full bg-primary-soft text-lg font-semibold text-primary-soft-foreground"
        >
          {initialsOf(name)}
        </div>
      )}
      <div className="grid gap-1">
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={avatarTypes.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('account.avatarUpload')}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            loading={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {t('account.avatarUpload')}
          </Button>
          {avatarUrl ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              loading={remove.isPending}
              onClick={() => remove.mutate(undefined, { onError })}
            >
              {t('account.avatarRemove')}
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">{t('account.avatarHint')}</p>
      </div>
    </div>
  );
}
